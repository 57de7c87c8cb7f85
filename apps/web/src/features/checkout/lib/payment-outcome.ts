import type { SandboxConfirmResult } from '@marketplace/contract';

/** What a confirmation came to, whichever the provider: paid, or declined with the provider's reason. */
export type PaymentOutcome = { status: 'succeeded' } | { status: 'declined'; code: string; message: string };

/**
 * The sandbox's answer as an outcome. Its reasons are Stripe's: the `declineCode` when it names one
 * with a text of its own (insufficient_funds), else the `code` (card_declined for generic_decline).
 */
export function outcomeOf(result: SandboxConfirmResult): PaymentOutcome {
  if (result.status === 'succeeded') return { status: 'succeeded' };
  const { declineCode, code, message } = result.error;
  return {
    status: 'declined',
    code: declineCode && isKnownDecline(declineCode) ? declineCode : code,
    message,
  };
}

/** Decline reasons with texts of their own (`checkout.declines.*`); others show the provider's message. */
export const KNOWN_DECLINES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_number',
] as const;
export type KnownDecline = (typeof KNOWN_DECLINES)[number];

export function isKnownDecline(code: string): code is KnownDecline {
  return (KNOWN_DECLINES as readonly string[]).includes(code);
}
