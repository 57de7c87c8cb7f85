import { ownPart } from '../../db/unit-of-work.ts';
import type { BasketRepository } from './basket.repository.ts';

/** The basket module's part of another module's transaction, read only by its own functions. */
export interface BasketScope {
  basket: unknown;
}

/** A paid order's offers leave its buyer's basket, in the payment's transaction; answers how many lines went. */
export function removeBoughtFromBasket(
  scope: BasketScope,
  accountId: number,
  offerIds: number[],
): Promise<number> {
  return ownPart<BasketRepository>(scope.basket).remove(accountId, offerIds);
}
