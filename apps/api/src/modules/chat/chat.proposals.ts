import type { ChatMessageDto, PriceProposalStep, Region } from '@marketplace/contract';
import { ownPart } from '../../db/unit-of-work.ts';
import type { EventLog } from '../events/index.ts';
import { queueRealtime } from '../realtime/index.ts';
import { presentMessage } from './chat.presenter.ts';
import { directPairKey, partiesOf, type ChatRepository, type ConversationRow } from './chat.repository.ts';

/**
 * What the chat needs of a transaction to show a proposal's step: its own part (which only the chat
 * reads, so the caller types it `unknown`) and the events.
 */
export interface ChatProposalScope {
  chat: unknown;
  events: EventLog;
}

const own = (scope: Pick<ChatProposalScope, 'chat'>) => ownPart<ChatRepository>(scope.chat);

/**
 * What the chat exports to the price-proposals module (issue 28): the conversation between a buyer
 * and a seller about an offer, and a message that shows a step of a proposal, both written in the
 * caller's transaction (so the step, its message and its realtime event commit together).
 */
export async function openOfferConversation(
  scope: Pick<ChatProposalScope, 'chat'>,
  values: {
    region: Region;
    buyerId: number;
    sellerId: number;
    offerId: number;
    offerTitle: string;
    now: Date;
  },
): Promise<ConversationRow> {
  const pairKey = directPairKey(values.buyerId, values.sellerId, values.offerId);
  const created = await own(scope).createConversation(
    {
      region: values.region,
      kind: 'direct',
      pairKey,
      offerId: values.offerId,
      subjectName: values.offerTitle,
      createdAt: values.now,
    },
    [values.buyerId, values.sellerId],
  );
  const conversation = created ?? (await own(scope).findByPairKey(values.region, pairKey));
  if (!conversation) throw new Error('conversation vanished after a conflicting insert');
  return conversation;
}

/** Whether `accountId` takes part in the direct conversation (the proposals of others' conversations stay unseen). */
export const isPartyOf = (conversation: Pick<ConversationRow, 'kind' | 'pairKey'>, accountId: number) =>
  conversation.kind === 'direct' && partiesOf(conversation).includes(accountId);

/**
 * Posts the message of a proposal's step by `authorId` (its body, the amount, is the inbox's
 * excerpt), marks it read for its author and tells both sides' sockets. The proposals module
 * notifies the other side itself (one notification per step, not the chat's new-message one).
 */
export async function postProposalStep(
  scope: ChatProposalScope,
  conversation: ConversationRow,
  values: { authorId: number; proposalId: number; step: PriceProposalStep; body: string; now: Date },
): Promise<ChatMessageDto> {
  const chat = own(scope);
  await chat.touch(conversation.id, values.now);
  const message = presentMessage(
    conversation,
    await chat.insertMessage({
      conversationId: conversation.id,
      authorId: values.authorId,
      body: values.body,
      proposalId: values.proposalId,
      proposalStep: values.step,
      createdAt: values.now,
    }),
  );
  await queueRealtime(
    scope.events,
    partiesOf(conversation),
    { type: 'message', message },
    `conversation:${conversation.id}`,
  );
  await chat.markRead(conversation.id, values.authorId, message.id);
  return message;
}

/** The conversation a proposal is shown in, read in the caller's transaction. */
export function conversationOf(
  scope: Pick<ChatProposalScope, 'chat'>,
  conversationId: number,
  region: Region,
): Promise<ConversationRow | undefined> {
  return own(scope).findConversation(conversationId, region);
}
