import type { RateLimit, RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import { mailboxKey } from '../../shared/mailbox.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every call that sends an e-mail or SMS to an address the caller names, or checks a password
 * the caller guesses, and how often it may (decision 032). An address is an e-mail's mailbox (lower
 * case, without a `+tag`: decision 072) or a phone (E.164), counted whoever asks; an IP is the
 * client's, loopback included (072). Set well above what a person
 * does: they stop floods of messages and guesses, not someone who mistyped twice.
 */
export const ACCOUNT_RATE_LIMITS = {
  /** Registrations (each sends a code) naming one e-mail, and naming one phone. */
  registrationsPerAddress: { max: 5, windowMs: HOUR },
  registrationsPerIp: { max: 20, windowMs: HOUR },
  /** Code resends to one address, on top of the one-a-minute cooldown of each code. */
  codeResendsPerAddress: { max: 5, windowMs: HOUR },
  codeResendsPerIp: { max: 20, windowMs: HOUR },
  /** Phone or e-mail changes (each sends a code to the new address). */
  contactChangesPerAddress: { max: 5, windowMs: HOUR },
  contactChangesPerAccount: { max: 10, windowMs: HOUR },
  /** Reset-link requests, counted for the address whether or not an account has it. */
  passwordResetsPerAddress: { max: 3, windowMs: HOUR },
  passwordResetsPerIp: { max: 20, windowMs: HOUR },
  /** Sign-in codes (decision 071), counted for the account's e-mail, or the name when no account has it. */
  signInCodesPerAddress: { max: 5, windowMs: HOUR },
  /** Sized for a shared network past its sign-in limit, where everyone signs in with a code. */
  signInCodesPerIp: { max: 50, windowMs: HOUR },
  /** Password changes, each checking the current password (a stolen access token must not guess it). */
  currentPasswordChecksPerAccount: { max: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

type LimitName = keyof typeof ACCOUNT_RATE_LIMITS;

/** Checks one call against its limits; over any of them it throws a 429 with Retry-After. */
export function createAccountRateLimits(rateLimiter: RateLimiter) {
  const enforce = (name: LimitName, key: string | number) =>
    rateLimiter.enforce(name, String(key), ACCOUNT_RATE_LIMITS[name]);

  // The IP is checked first: a request refused for its IP does not spend the address's allowance.
  return {
    async registration(request: { ip: string; email: string; phone: string | undefined }): Promise<void> {
      await enforce('registrationsPerIp', request.ip);
      await enforce('registrationsPerAddress', mailboxKey(request.email));
      if (request.phone) await enforce('registrationsPerAddress', request.phone);
    },

    async codeResend(request: { ip: string; address: string }): Promise<void> {
      await enforce('codeResendsPerIp', request.ip);
      await enforce('codeResendsPerAddress', mailboxKey(request.address));
    },

    async contactChange(request: { accountId: number; address: string }): Promise<void> {
      await enforce('contactChangesPerAccount', request.accountId);
      await enforce('contactChangesPerAddress', mailboxKey(request.address));
    },

    async passwordReset(request: { ip: string; address: string }): Promise<void> {
      await enforce('passwordResetsPerIp', request.ip);
      await enforce('passwordResetsPerAddress', mailboxKey(request.address));
    },

    async signInCode(request: { ip: string; address: string }): Promise<void> {
      await enforce('signInCodesPerIp', request.ip);
      await enforce('signInCodesPerAddress', mailboxKey(request.address));
    },

    currentPasswordCheck: (accountId: number) => enforce('currentPasswordChecksPerAccount', accountId),
  };
}

export type AccountRateLimits = ReturnType<typeof createAccountRateLimits>;
