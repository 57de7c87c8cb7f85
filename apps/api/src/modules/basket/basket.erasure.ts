import type { BasketRepository } from './basket.repository.ts';

/** A deleted account's basket is emptied (decision 078). */
export async function emptyBasketOfDeletedAccount(
  scope: { basket: Pick<BasketRepository, 'clear'> },
  accountId: number,
): Promise<void> {
  await scope.basket.clear(accountId);
}
