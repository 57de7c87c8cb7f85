import { MESSAGES } from '@marketplace/contract';
import type { Clock } from '../../shared/clock.ts';
import { TooManyRequestsError } from '../../shared/errors.ts';

export interface RateLimit {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A hit counted by `take`: allowed, with the way to give it back, or refused (and not counted). */
export type TakenHit =
  { allowed: true; giveBack: () => Promise<void> } | { allowed: false; retryAfterSeconds: number };

/**
 * Where the counters live: one atomic "add one and tell me the count" per call, so every API
 * process sharing the store sees the same counts.
 */
export interface RateLimitStore {
  readonly kind: 'database' | 'redis';
  /** Adds one hit to the counter `key`, whose window ends at `end` (in `remainingMs`); answers the new count. */
  increment(key: string, window: { end: Date; remainingMs: number }): Promise<number>;
  /** Takes one hit back from the counter `key` (never below zero; nothing once it has expired). */
  decrement(key: string): Promise<void>;
  /** Deletes counters whose window has ended (a periodic, idempotent sweep). */
  prune(now: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * Fixed-window rate limits over a shared store: a hit counts against `name:key` in the current
 * window of `limit.windowMs`; past `limit.max` the caller is told how many seconds remain.
 */
export function createRateLimiter(store: RateLimitStore, clock: Clock) {
  async function count(name: string, key: string, limit: RateLimit) {
    const now = clock().getTime();
    const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
    const windowEnd = windowStart + limit.windowMs;
    const counter = `${name}:${key}:${windowStart}`;
    const hits = await store.increment(counter, { end: new Date(windowEnd), remainingMs: windowEnd - now });
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    return { allowed: hits <= limit.max, retryAfterSeconds, counter };
  }

  return {
    /** Counts a hit like `hit`; past the limit throws the 429 (with Retry-After) every limit answers. */
    async enforce(name: string, key: string, limit: RateLimit): Promise<void> {
      const outcome = await this.hit(name, key, limit);
      if (!outcome.allowed)
        throw new TooManyRequestsError(MESSAGES.tooManyAttempts, outcome.retryAfterSeconds);
    },
    async hit(name: string, key: string, limit: RateLimit): Promise<RateLimitOutcome> {
      const { allowed, retryAfterSeconds } = await count(name, key, limit);
      return allowed ? { allowed: true } : { allowed: false, retryAfterSeconds };
    },
    /**
     * Counts a hit for something that is then checked (a password): a refused hit is not counted,
     * and an allowed one can be given back once the check shows it should not count. Counting
     * first is what keeps concurrent requests from all passing a limit they exceed together.
     */
    async take(name: string, key: string, limit: RateLimit): Promise<TakenHit> {
      const { allowed, retryAfterSeconds, counter } = await count(name, key, limit);
      const giveBack = () => store.decrement(counter);
      if (allowed) return { allowed: true, giveBack };
      await giveBack();
      return { allowed: false, retryAfterSeconds };
    },
    /**
     * True for the first claim of `name:key` until `until`, false for every later one (a used
     * proof of work, decision 134): one atomic increment, so of concurrent claims exactly one wins,
     * in whichever process. The mark lives until `until`, then the sweep removes it.
     */
    async claim(name: string, key: string, until: Date): Promise<boolean> {
      const remainingMs = Math.max(1_000, until.getTime() - clock().getTime());
      const end = new Date(clock().getTime() + remainingMs);
      return (await store.increment(`${name}:${key}`, { end, remainingMs })) === 1;
    },
    prune: () => store.prune(clock()),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
