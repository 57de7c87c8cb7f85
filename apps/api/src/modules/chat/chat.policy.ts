import type { ConversationRow } from './chat.repository.ts';

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
