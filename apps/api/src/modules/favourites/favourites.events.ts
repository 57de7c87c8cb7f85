import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Clock } from '../../shared/clock.ts';
import type { EventHandler } from '../events/index.ts';
import { notify, type NotificationsScope } from '../notifications/index.ts';
import type { OfferPriceDropped } from '../offers/index.ts';
import type { FavouritesRepository } from './favourites.repository.ts';

/**
 * A favourited offer's price went down (issue 28, decision 098): each fan gets a 'pricedrop'
 * notification, once per drop (the event's id is in the key, so a replay tells nobody twice). The
 * seller is never told of their own offer.
 */
export function notifyFansOfPriceDrop(deps: {
  favouritesRepository: Pick<FavouritesRepository, 'fansOf'>;
  unitOfWork: UnitOfWork<NotificationsScope>;
  clock: Clock;
}): EventHandler<OfferPriceDropped> {
  return async (drop, event) => {
    const fans = (await deps.favouritesRepository.fansOf(drop.offerId)).filter(
      (accountId) => accountId !== drop.accountId,
    );
    if (fans.length === 0) return;
    const now = deps.clock();
    await deps.unitOfWork(async (scope) => {
      for (const accountId of fans) {
        await notify(scope, {
          region: drop.region,
          accountId,
          kind: 'pricedrop',
          data: { offerId: drop.offerId, offerTitle: drop.title, oldPrice: drop.from, newPrice: drop.to },
          dedupeKey: `pricedrop:${event.id}:${accountId}`,
          createdAt: now,
        });
      }
    });
  };
}
