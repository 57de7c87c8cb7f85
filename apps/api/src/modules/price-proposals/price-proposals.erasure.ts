import type { PriceProposalsRepository } from './price-proposals.repository.ts';

/**
 * A deleted account's open proposals and agreed prices end (decision 078): the other side can no
 * longer accept them, and no price holds for an account that cannot buy. Decided ones stay, as the
 * conversation's messages do, for the other side to read.
 */
export async function endProposalsOfDeletedAccount(
  scope: { priceProposals: Pick<PriceProposalsRepository, 'endAllOf'> },
  accountId: number,
  now: Date,
): Promise<void> {
  await scope.priceProposals.endAllOf(accountId, now);
}
