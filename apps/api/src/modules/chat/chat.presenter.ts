import {
  displayName,
  LAST_MESSAGE_PREFIX_LENGTH,
  type ChatMessageDto,
  type ChatParticipantDto,
  type ConversationSummaryDto,
} from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import { fallbackAvatarUrl } from '../../shared/avatars.ts';
import { counterpartDeleted } from './chat.policy.ts';
import {
  partiesOf,
  type ChatMessageRow,
  type ConversationLine,
  type ConversationRow,
  type ParticipantAccount,
} from './chat.repository.ts';
import { externalUidOf } from '../realtime/index.ts';

/**
 * Opaque ids on the wire (decision 065): a user is `u<account id>`, the administration of the
 * edition is `administration`, a conversation is `c<id>`, an author whose account is gone `deleted`.
 */
export const ADMINISTRATION_UID = 'administration';
export const DELETED_UID = 'deleted';

const ADMINISTRATION: ChatParticipantDto = { externalUid: ADMINISTRATION_UID, name: null, avatarUrl: null };

export function presentParticipant(account: ParticipantAccount, storage: Storage): ChatParticipantDto {
  return {
    externalUid: externalUidOf(account.id),
    name: displayName(account),
    avatarUrl: account.avatarKey
      ? storage.publicUrl(`${account.avatarKey}/small.webp`)
      : fallbackAvatarUrl(account),
  };
}

/** Who wrote a message as the others see it: in an administration conversation, any admin is the administration. */
export function authorUidOf(
  conversation: Pick<ConversationRow, 'kind' | 'pairKey'>,
  authorId: number | null,
) {
  if (authorId === null) return DELETED_UID;
  if (conversation.kind === 'administration' && authorId !== partiesOf(conversation)[0])
    return ADMINISTRATION_UID;
  return externalUidOf(authorId);
}

/**
 * A message; its warnings (decision 132) go to everyone but `viewerId` when it wrote the message
 * (without a viewer, as the realtime event every participant's socket hears).
 */
export function presentMessage(
  conversation: Pick<ConversationRow, 'kind' | 'pairKey'>,
  row: ChatMessageRow,
  viewerId?: number,
): ChatMessageDto {
  return {
    id: row.id,
    conversationId: row.conversationId,
    authorExternalUid: authorUidOf(conversation, row.authorId),
    message: row.body,
    createdAt: row.createdAt.toISOString(),
    proposal:
      row.proposalId !== null && row.proposalStep !== null
        ? { id: row.proposalId, step: row.proposalStep }
        : null,
    ...(row.warnings.length > 0 && row.authorId !== viewerId ? { warnings: row.warnings } : {}),
  };
}

/**
 * An inbox line as `viewerId` sees it. Without an offer, the subject is the other side's name (for
 * the user of an administration conversation it is empty: the web shows its own label).
 */
export function presentSummary(
  line: ConversationLine,
  viewerId: number,
  accountsById: Map<number, ParticipantAccount>,
  storage: Storage,
): ConversationSummaryDto {
  const parties = partiesOf(line)
    .map((id) => accountsById.get(id))
    .filter((account) => account !== undefined);
  const participants = parties.map((account) => presentParticipant(account, storage));
  if (line.kind === 'administration') participants.push(ADMINISTRATION);
  const others = parties.filter((account) => account.id !== viewerId);
  const subjectName = line.subjectName || (others[0] ? displayName(others[0]) : '');
  return {
    id: line.id,
    externalUid: `c${line.id}`,
    subjectName,
    offerId: line.offerId,
    lastMessagePrefix: line.lastMessageBody
      ? [...line.lastMessageBody].slice(0, LAST_MESSAGE_PREFIX_LENGTH).join('')
      : null,
    lastMessageTime: line.lastMessageAt?.toISOString() ?? null,
    participants,
    unreadCount: line.unreadCount,
    counterpartDeleted: counterpartDeleted(line, others),
  };
}

/** What a reader outside the chat gets of a message: the console beside a dispute, "Download my data". */
export const presentMessageLine = ({ id, authorId, body, createdAt }: ChatMessageRow) => ({
  id,
  authorId,
  body,
  createdAt,
});
