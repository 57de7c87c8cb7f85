import type { RateLimiter } from '../adapters/rate-limits/rate-limiter.ts';
import type { Clock } from './clock.ts';
import { hmac } from './secrets.ts';

/** Who makes a request, for limits and for counting things once per person. */
export interface Visitor {
  /** The signed-in account, if any. */
  accountId: number | null;
  /** The client's address, as Fastify resolves it (behind a proxy with TRUST_PROXY). */
  ip: string;
}

/** The visitor of a request read by `app.identify` or `app.authenticate`. */
export function visitorOf(request: { ip: string; principal: { accountId: number } | null }): Visitor {
  return { accountId: request.principal?.accountId ?? null, ip: request.ip };
}

/**
 * One key per person: the account when signed in (the same person on any network, and not the
 * whole office behind one address), otherwise the client's IP address.
 */
export function visitorKey(visitor: Visitor): string {
  return visitor.accountId === null ? `ip:${visitor.ip}` : `account:${visitor.accountId}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Keys remembered per process and day before the memory starts over (a bound, not a rule). */
const REMEMBERED_KEYS = 100_000;

/**
 * "Is this the visitor's first `name` of `subject` today (UTC)?" over the shared rate limiter, so
 * every API process agrees. The counter key is a keyed hash of visitor and subject: the counters,
 * kept until the day ends, tell nobody who searched or visited what. A key once counted stays
 * counted until the day ends, whichever process counted it, so each process remembers the keys it
 * has seen today and answers a repeat without a write to the store.
 */
export function createFirstToday(rateLimiter: RateLimiter, secret: string, clock: Clock) {
  let day = Number.NaN;
  const seenToday = new Set<string>();
  return async function firstToday(name: string, visitor: Visitor, subject: string): Promise<boolean> {
    const key = hmac(secret, `${visitorKey(visitor)}\n${subject}`);
    const today = Math.floor(clock().getTime() / DAY_MS);
    if (today !== day || seenToday.size >= REMEMBERED_KEYS) {
      day = today;
      seenToday.clear();
    }
    const remembered = `${name}\n${key}`;
    if (seenToday.has(remembered)) return false;
    const outcome = await rateLimiter.hit(name, key, { max: 1, windowMs: DAY_MS });
    seenToday.add(remembered);
    return outcome.allowed;
  };
}

export type FirstToday = ReturnType<typeof createFirstToday>;
