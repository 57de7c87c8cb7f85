import type { ConversationRow, ParticipantAccount } from './chat.repository.ts';

/**
 * Who may read and write a conversation (decision 065): its participants, and in an
 * administration conversation any administrator of the edition. Everyone else is told it does
 * not exist (404), never that it does.
 */
export function mayTakePart(
  conversation: Pick<ConversationRow, 'kind'>,
  caller: { isParticipant: boolean; isAdministrator: boolean },
): boolean {
  if (caller.isParticipant) return true;
  return conversation.kind === 'administration' && caller.isAdministrator;
}

/** Sending: 30 messages a minute per account, across every process (the shared rate limiter). */
export const CHAT_SEND_LIMIT = { max: 30, windowMs: 60_000 };

/**
 * A direct conversation whose other side deleted its account (decision 078) is kept for the one
 * left to read, and takes no new message; `others` are its parties but the viewer.
 */
export function counterpartDeleted(
  conversation: Pick<ConversationRow, 'kind'>,
  others: Pick<ParticipantAccount, 'deletedAt'>[],
): boolean {
  return conversation.kind === 'direct' && others.some((account) => account.deletedAt !== null);
}
