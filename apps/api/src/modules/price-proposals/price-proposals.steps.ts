import type { PriceProposalStep } from '@marketplace/contract';
import { NotFoundError } from '../../shared/errors.ts';
import { conversationOf, postProposalStep, type ChatProposalScope } from '../chat/index.ts';
import type { EventLog } from '../events/index.ts';
import { notify, type NotificationsScope } from '../notifications/index.ts';
import { amountText } from './price-proposals.presenter.ts';
import type { PriceProposalRow, PriceProposalsRepository } from './price-proposals.repository.ts';

/**
 * What a proposal's step commits together with: its message (the chat's part), its notification
 * (the notifications' part) and its events; the chat and the notifications read their own parts.
 */
export type StepRecordScope = ChatProposalScope & NotificationsScope & { events: EventLog };

/** The repositories a proposal's step commits together with: the proposals' own, and the step's. */
export type PriceProposalsScope = StepRecordScope & { priceProposals: PriceProposalsRepository };

/** The timed step that ends an open proposal, or an agreed price, at its time (decision 075). */
export const PRICE_PROPOSAL_EXPIRE_TOPIC = 'price-proposal.expire';

/**
 * A step of a proposal, in the caller's transaction (decision 103): its message in the
 * conversation by `authorId`, the other side's notification, and for a step that waits (made,
 * countered, accepted) the timed step that expires it.
 */
export async function recordStep(
  scope: StepRecordScope,
  proposal: PriceProposalRow,
  step: PriceProposalStep,
  authorId: number,
  now: Date,
): Promise<void> {
  const conversation = await conversationOf(scope, proposal.conversationId, proposal.region);
  if (!conversation) throw new NotFoundError();
  await postProposalStep(scope, conversation, {
    authorId,
    proposalId: proposal.id,
    step,
    body: amountText(proposal.amount, proposal.region),
    now,
  });
  const recipient = authorId === proposal.buyerId ? proposal.sellerId : proposal.buyerId;
  await notify(scope, {
    region: proposal.region,
    accountId: recipient,
    kind: 'priceproposal',
    data: {
      conversationId: proposal.conversationId,
      offerId: proposal.offerId,
      offerTitle: conversation.subjectName,
      proposalId: proposal.id,
      step,
      amount: proposal.amount,
    },
    dedupeKey: `priceproposal:${proposal.id}:${step}`,
    createdAt: now,
  });
  if (step === 'made' || step === 'countered' || step === 'accepted')
    await scope.events.emit(
      PRICE_PROPOSAL_EXPIRE_TOPIC,
      { proposalId: proposal.id },
      {
        runAt: proposal.expiresAt,
        key: `${PRICE_PROPOSAL_EXPIRE_TOPIC}:${proposal.id}:${proposal.expiresAt.getTime()}`,
      },
    );
}
