import { ownPart } from '../../db/unit-of-work.ts';
import type { PriceProposalRow, PriceProposalsRepository } from './price-proposals.repository.ts';
import { recordStep, type StepRecordScope } from './price-proposals.steps.ts';

/**
 * What ending proposals needs of the caller's transaction: the proposals' part (which only this
 * module reads, so the caller types it `unknown`), and what a step writes (chat, notifications, events).
 */
export type ProposalEndingScope = StepRecordScope & { priceProposals: unknown };

/**
 * What the price-proposals module exports to whatever ends an offer (decision 115): closing by its
 * seller, the expiry job, the last piece sold, a block, a moderator's takedown, the owner's
 * deletion. In the caller's transaction, the offers' open proposals and agreed prices not yet paid
 * for end (`ended`), and each one's buyer is told: an `ended` step in the conversation (by the
 * seller, whose offer it is) and a notification. The seller is not notified: their offer ended by
 * their own act, or they are told by the step that ended it (the console's e-mail, the order).
 *
 * `keep`: agreed prices that must still hold, the order that sold the last piece being bought at one.
 * Answers the proposals ended.
 */
export async function endProposalsOfOffers(
  scope: ProposalEndingScope,
  offerIds: readonly number[],
  now: Date,
  { keep = [] }: { keep?: readonly number[] } = {},
): Promise<PriceProposalRow[]> {
  if (offerIds.length === 0) return [];
  const ended = await ownPart<PriceProposalsRepository>(scope.priceProposals).endOfOffers(
    offerIds,
    now,
    keep,
  );
  // In id order: the same order every time, so the messages read in the order the proposals were made.
  for (const proposal of ended.sort((a, b) => a.id - b.id))
    await recordStep(scope, proposal, 'ended', proposal.sellerId, now);
  return ended;
}
