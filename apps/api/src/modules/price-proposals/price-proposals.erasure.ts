import { ownPart } from '../../db/unit-of-work.ts';
import { endProposalsOfOffers, type ProposalEndingScope } from './price-proposals.offer-ended.ts';
import type { PriceProposalsRepository } from './price-proposals.repository.ts';

/**
 * A deleted account's open proposals and agreed prices end (decision 078): the other side can no
 * longer accept them, and no price holds for an account that cannot buy. Those on its own offers
 * (closed with the account) end as any closed offer's do, their buyers told (decision 115); those
 * it made as a buyer end quietly (`expired`), as the seller has nobody left to answer. Decided ones
 * stay, as the conversation's messages do, for the other side to read.
 */
export async function endProposalsOfDeletedAccount(
  scope: ProposalEndingScope,
  accountId: number,
  closedOfferIds: readonly number[],
  now: Date,
): Promise<void> {
  await endProposalsOfOffers(scope, closedOfferIds, now);
  await ownPart<PriceProposalsRepository>(scope.priceProposals).endAllOf(accountId, now);
}
