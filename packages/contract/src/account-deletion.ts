import { PASSWORD_MAX_LENGTH } from './accounts.ts';
import { MESSAGES } from './messages.ts';
import type { Region } from './regions.ts';
import { z } from './zod.ts';

/** `POST /api/accounts/my/delete` (decision 078): the account's password confirms the deletion. */
export const DeleteAccountInputSchema = z.object({
  password: z.string().min(1, { message: MESSAGES.required, abort: true }).max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInputSchema>;

/**
 * The name a deleted account is shown by, to everyone who still sees it (the other side of an
 * order, a conversation, a review). It is the account's username once deleted: no username can
 * take it (it has a space), and an account lives in one edition, so the edition's language fits.
 */
export const DELETED_ACCOUNT_NAME: Record<Region, string> = {
  us: 'Deleted account',
  pl: 'Konto usunięte',
};

/** What keeps an account from being deleted: an open order (as buyer or seller), or an open dispute. */
export type AccountDeletionBlocker =
  | { kind: 'purchase' | 'sale' | 'orderDispute'; orderId: number }
  | { kind: 'reviewDispute' }
  // Money of the seller's balance not yet paid out, or a payout on its way (decision 127).
  | { kind: 'balance' };

/**
 * The refusal's form-level lines, one per blocker (the answer is a 409 whose message is
 * `MESSAGES.accountDeletionBlocked`): English for clients of the spec, parsed back by the web to
 * show them in the edition's language with a link to each order.
 */
const BLOCKER_TEXTS = {
  purchase: (orderId: number) => `Your purchase, order ${orderId}, is still open.`,
  sale: (orderId: number) => `Your sale, order ${orderId}, is still open.`,
  orderDispute: (orderId: number) => `The dispute of order ${orderId} is still open.`,
} as const;
const REVIEW_DISPUTE_TEXT = 'A dispute of a review is still open.';
const BALANCE_TEXT = 'Your balance still holds money, or a payout is on its way: pay it out first.';

export function accountDeletionBlockerText(blocker: AccountDeletionBlocker): string {
  if (blocker.kind === 'reviewDispute') return REVIEW_DISPUTE_TEXT;
  if (blocker.kind === 'balance') return BALANCE_TEXT;
  return BLOCKER_TEXTS[blocker.kind](blocker.orderId);
}

/** The blocker a refusal's line names, or undefined for any other text. */
export function parseAccountDeletionBlocker(text: string): AccountDeletionBlocker | undefined {
  if (text === REVIEW_DISPUTE_TEXT) return { kind: 'reviewDispute' };
  if (text === BALANCE_TEXT) return { kind: 'balance' };
  for (const kind of ['purchase', 'sale', 'orderDispute'] as const) {
    const orderId = Number(/order (\d+)/.exec(text)?.[1]);
    if (Number.isSafeInteger(orderId) && BLOCKER_TEXTS[kind](orderId) === text) return { kind, orderId };
  }
  return undefined;
}
