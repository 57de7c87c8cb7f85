import type { Platform } from '../../platform.ts';
import { OFFER_PRICE_DROPPED_TOPIC, type OfferPriceDropped } from '../offers/index.ts';
import { notifyFansOfPriceDrop } from './favourites.events.ts';
import { createFavouritesRepository } from './favourites.repository.ts';
import { favouritesRoutes } from './favourites.routes.ts';
import { createFavouritesService } from './favourites.service.ts';

/** Favourites; a favourite's lower price is told to its fans after the change commits. */
export async function registerFavourites(
  { app, db, repositories, unitOfWork, clock, events }: Platform,
  needs: Pick<Parameters<typeof createFavouritesService>[0], 'offers'>,
) {
  const favourites = createFavouritesService({
    favouritesRepository: createFavouritesRepository(db),
    offers: needs.offers,
  });
  events.handle<OfferPriceDropped>(
    OFFER_PRICE_DROPPED_TOPIC,
    notifyFansOfPriceDrop({ favouritesRepository: repositories.favourites, unitOfWork, clock }),
  );
  await app.register(favouritesRoutes, { favourites });
}
