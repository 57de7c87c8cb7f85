import { MESSAGES, type SandboxCard } from '@marketplace/contract';

/**
 * How a sandbox card behaves (Stripe's test cards). A declining card is declined when it is set up
 * to be saved, as when charged; `declined_after_attaching` is saved and declined when charged.
 */
export type SandboxCardBehaviour =
  'succeeds' | 'card_declined' | 'insufficient_funds' | 'expired_card' | 'declined_after_attaching';

/**
 * The documented test cards (docs/architecture.md, 'Sandbox card processor') and a few more of
 * Stripe's that succeed.
 */
const TEST_CARDS: Record<string, SandboxCardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000341': 'declined_after_attaching',
};

/** Stripe's error for a declined confirmation: `code` (and `declineCode` for declines) and message. */
export interface SandboxCardError {
  code: string;
  declineCode?: string;
  message: string;
}

const DECLINED: SandboxCardError = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: MESSAGES.cardDeclined,
};

const ERRORS: Record<Exclude<SandboxCardBehaviour, 'succeeds'>, SandboxCardError> = {
  card_declined: DECLINED,
  declined_after_attaching: DECLINED,
  insufficient_funds: {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: MESSAGES.cardInsufficientFunds,
  },
  expired_card: { code: 'expired_card', message: MESSAGES.cardExpired },
};

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid until the end of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  return (
    expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
  );
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/**
 * What the sandbox does with a typed card: an error for a number that fails its checksum or a
 * card past its expiry (as Stripe's card form does), otherwise the test card's behaviour; a
 * number that is not a test card is declined, as in Stripe's test mode.
 */
export function readSandboxCard(
  card: SandboxCard,
  now: Date,
): { error: SandboxCardError } | { brand: string; last4: string; behaviour: SandboxCardBehaviour } {
  if (!luhnValid(card.number)) {
    return { error: { code: 'incorrect_number', message: 'Your card number is incorrect.' } };
  }
  if (isExpired(card.expMonth, card.expYear, now)) return { error: ERRORS.expired_card };
  const behaviour = TEST_CARDS[card.number];
  if (!behaviour) {
    return {
      error: {
        code: 'card_declined',
        declineCode: 'test_mode_live_card',
        message: 'Your card was declined. Your request was in test mode, but used a non test card.',
      },
    };
  }
  return { brand: cardBrand(card.number), last4: card.number.slice(-4), behaviour };
}

/** The error of a charge with a card of this behaviour; none when it succeeds. */
export function behaviourError(behaviour: SandboxCardBehaviour): SandboxCardError | undefined {
  return behaviour === 'succeeds' ? undefined : ERRORS[behaviour];
}

/** The error of setting up a card of this behaviour to be saved (a SetupIntent); none when it is saved. */
export function setupError(behaviour: SandboxCardBehaviour): SandboxCardError | undefined {
  return behaviour === 'declined_after_attaching' ? undefined : behaviourError(behaviour);
}
