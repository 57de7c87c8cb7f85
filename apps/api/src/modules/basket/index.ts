export { emptyBasketOfDeletedAccount } from './basket.erasure.ts';
export { BASKET_DROP_OFFERS_TOPIC, dropOffersFromBaskets, queueBasketDrop } from './basket.events.ts';
export { removeBoughtFromBasket } from './basket.paid.ts';
export type { BasketScope } from './basket.paid.ts';
export { createBasketRepository } from './basket.repository.ts';
export { basketRoutes } from './basket.routes.ts';
export { createBasketService } from './basket.service.ts';
export { registerBasket } from './basket.module.ts';
