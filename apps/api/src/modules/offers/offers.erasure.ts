import type { OffersRepository } from './offers.repository.ts';

/**
 * A deleted account's offers (decision 078): all closed at once, so they leave search, cannot be
 * bought and drop out of other people's baskets as any closed offer does; their street is forgotten.
 * Answers their ids.
 */
export async function closeOffersOfDeletedAccount(
  scope: { offers: Pick<OffersRepository, 'closeAllOfDeleted'> },
  accountId: number,
  now: Date,
): Promise<number[]> {
  return scope.offers.closeAllOfDeleted(accountId, now);
}
