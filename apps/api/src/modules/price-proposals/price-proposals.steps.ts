import type { PriceProposalStep } from '@marketplace/contract';
import { NotFoundError } from '../../shared/errors.ts';
import { conversationOf, postProposalStep, type ChatProposalScope } from '../chat/index.ts';
import type { ChatRepository } from '../chat/index.ts';
import type { EventLog } from '../events/index.ts';
import type { NotificationsRepository } from '../notifications/index.ts';
import { amountText } from './price-proposals.presenter.ts';
import type { PriceProposalRow, PriceProposalsRepository } from './price-proposals.repository.ts';

/** The repositories a proposal's step commits together with: its message, notification and events. */
export interface PriceProposalsScope {
  priceProposals: PriceProposalsRepository;
  chat: ChatRepository;
  notifications: NotificationsRepository;
  events: EventLog;
}

/** The timed step that ends an open proposal, or an agreed price, at its time (decision 075). */
export const PRICE_PROPOSAL_EXPIRE_TOPIC = 'price-proposal.expire';

/**
 * A step of a proposal, in the caller's transaction (decision 103): its message in the
 * conversation by `authorId`, the other side's notification, and for a step that waits (made,
 * countered, accepted) the timed step that expires it.
 */
export async function recordStep(
  scope: PriceProposalsScope,
  proposal: PriceProposalRow,
  step: PriceProposalStep,
  authorId: number,
  now: Date,
): Promise<void> {
  const conversation = await conversationOf(scope, proposal.conversationId, proposal.region);
  if (!conversation) throw new NotFoundError();
  await postProposalStep(scope as ChatProposalScope, conversation, {
    authorId,
    proposalId: proposal.id,
    step,
    body: amountText(proposal.amount, proposal.region),
    now,
  });
  const recipient = authorId === proposal.buyerId ? proposal.sellerId : proposal.buyerId;
  await scope.notifications.insert({
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
