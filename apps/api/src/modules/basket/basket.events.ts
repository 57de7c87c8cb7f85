import type { EventLog } from '../events/index.ts';
import type { BasketRepository } from './basket.repository.ts';

/** Offers that can no longer be bought leave every basket (a blocked seller's, decision 087). */
export const BASKET_DROP_OFFERS_TOPIC = 'basket.drop-offers';

export interface DropOffersPayload {
  offerIds: number[];
}

/** Written in the transaction of the change that made the offers unbuyable (decision 075). */
export async function queueBasketDrop(events: EventLog, offerIds: number[]): Promise<void> {
  if (offerIds.length > 0)
    await events.emit(BASKET_DROP_OFFERS_TOPIC, { offerIds } satisfies DropOffersPayload);
}

/** The handler: the basket module's own write, idempotent (a second run finds nothing to remove). */
export function dropOffersFromBaskets(basket: Pick<BasketRepository, 'removeOffersEverywhere'>) {
  return async ({ offerIds }: DropOffersPayload): Promise<void> => {
    await basket.removeOffersEverywhere(offerIds);
  };
}
