import type { Platform } from '../../platform.ts';
import { BASKET_DROP_OFFERS_TOPIC, dropOffersFromBaskets } from './basket.events.ts';
import { basketRoutes } from './basket.routes.ts';
import { createBasketService } from './basket.service.ts';

/** The buyer's basket; a blocked seller's offers leave every basket after the block commits (decision 087). */
export async function registerBasket(
  { app, repositories, events }: Platform,
  needs: Pick<Parameters<typeof createBasketService>[0], 'offers' | 'agreedPrices'>,
) {
  const basket = createBasketService({ basketRepository: repositories.basket, ...needs });
  events.handle(BASKET_DROP_OFFERS_TOPIC, dropOffersFromBaskets(repositories.basket));
  await app.register(basketRoutes, { basket });
}
