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

/** An account younger than this is new: it starts at most CHAT_NEW_ACCOUNT_CONVERSATIONS_PER_HOUR an hour (decision 133). */
export const NEW_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;
export const NEW_CONVERSATIONS_WINDOW_MS = 60 * 60 * 1000;

export function isNewAccount(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < NEW_ACCOUNT_AGE_MS;
}

/**
 * The same first message to many accounts (decision 133): an account's first message in a direct
 * conversation whose normalised text it already sent first to `maxRecipients` other accounts within
 * the window is refused (429 until the oldest of them leaves the window), and the account is
 * flagged. Texts shorter than `minLength` once normalised ("Hi", "Is this still available?": what
 * honest buyers send many sellers alike) never count.
 */
export const SAME_TEXT_LIMIT = { maxRecipients: 5, windowMs: 60 * 60 * 1000, minLength: 30 };

/**
 * The text as the same-text rule compares it: Unicode-normalised, lower case, digits and
 * punctuation dropped (a phone number or a price changed per message is the same text), spaces
 * collapsed. Null when too short to count.
 */
export function normalisedFirstText(body: string): string | null {
  const text = body
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
  return [...text].length >= SAME_TEXT_LIMIT.minLength ? text : null;
}
