export { emptyBasketOfDeletedAccount } from './basket.erasure.ts';
export { queueBasketDrop } from './basket.events.ts';
export { removeBoughtFromBasket } from './basket.paid.ts';
export type { BasketScope } from './basket.paid.ts';
export { createBasketRepository } from './basket.repository.ts';
export { registerBasket } from './basket.module.ts';
