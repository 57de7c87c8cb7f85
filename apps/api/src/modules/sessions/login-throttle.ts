import { MESSAGES, type Region } from '@marketplace/contract';
import type { RateLimit, RateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import { TooManyRequestsError } from '../../shared/errors.ts';

const WINDOW_MS = 15 * 60 * 1000;

/** Password checks of sign-ins, fixed 15-minute windows (decision 071). */
export const SIGN_IN_LIMITS = {
  /** One account from one address: the lock a guesser meets; the owner elsewhere is not affected. */
  perAccountAndIp: { max: 5, windowMs: WINDOW_MS },
  /** One account from all addresses together, whichever of its names is typed: distributed guessing. */
  perAccount: { max: 100, windowMs: WINDOW_MS },
  /**
   * One address, whatever the accounts: password spraying. Sized for an office or a mobile
   * carrier behind one address; past it, the e-mailed code still lets each owner in.
   */
  perIp: { max: 100, windowMs: WINDOW_MS },
} as const satisfies Record<string, RateLimit>;

/** Whom a sign-in is for: the account the typed name stands for, or the name when none does. */
export type SignInSubject = { accountId: number } | { unknownName: string };

export interface SignInAttempt {
  /** The password was right: the attempt stops counting, so only failures do. */
  passed(): Promise<void>;
}

/**
 * The sign-in throttle. Each attempt is counted before its password is checked, atomically in the
 * shared rate limiter, so concurrent guesses cannot all pass a limit; a right password gives its
 * attempt back. Unknown names count like accounts: the limits tell nothing.
 */
export function createLoginThrottle(deps: { rateLimiter: RateLimiter }) {
  return {
    /** Counts an attempt under every limit; past any of them a 429, and nothing stays counted. */
    async attempt(region: Region, subject: SignInSubject, ip: string): Promise<SignInAttempt> {
      const who =
        'accountId' in subject
          ? `account:${subject.accountId}`
          : `name:${region}:${subject.unknownName.trim().toLowerCase()}`;
      const counted = [
        ['sign-in-ip', ip, SIGN_IN_LIMITS.perIp],
        ['sign-in-account-ip', `${who}:${ip}`, SIGN_IN_LIMITS.perAccountAndIp],
        ['sign-in-account', who, SIGN_IN_LIMITS.perAccount],
      ] as const;
      const taken: (() => Promise<void>)[] = [];
      const giveBack = () => Promise.all(taken.map((undo) => undo())).then(() => undefined);
      for (const [name, key, limit] of counted) {
        const hit = await deps.rateLimiter.take(name, key, limit);
        if (!hit.allowed) {
          // A refused attempt checks nothing, so it costs nothing under the other limits either.
          await giveBack();
          throw new TooManyRequestsError(MESSAGES.tooManyAttempts, hit.retryAfterSeconds);
        }
        taken.push(hit.giveBack);
      }
      return { passed: giveBack };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
