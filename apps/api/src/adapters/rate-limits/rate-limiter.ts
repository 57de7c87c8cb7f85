import { MESSAGES } from '@marketplace/contract';
import type { Clock } from '../../shared/clock.ts';
import { TooManyRequestsError } from '../../shared/errors.ts';

export interface RateLimit {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Where the counters live: one atomic "add one and tell me the count" per call, so every API
 * process sharing the store sees the same counts.
 */
export interface RateLimitStore {
  readonly kind: 'database' | 'redis';
  /** Adds one hit to the counter `key`, whose window ends at `end` (in `remainingMs`); answers the new count. */
  increment(key: string, window: { end: Date; remainingMs: number }): Promise<number>;
  /** Deletes counters whose window has ended (a periodic, idempotent sweep). */
  prune(now: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * Fixed-window rate limits over a shared store: a hit counts against `name:key` in the current
 * window of `limit.windowMs`; past `limit.max` the caller is told how many seconds remain.
 */
export function createRateLimiter(store: RateLimitStore, clock: Clock) {
  return {
    /** Counts a hit like `hit`; past the limit throws the 429 (with Retry-After) every limit answers. */
    async enforce(name: string, key: string, limit: RateLimit): Promise<void> {
      const outcome = await this.hit(name, key, limit);
      if (!outcome.allowed)
        throw new TooManyRequestsError(MESSAGES.tooManyAttempts, outcome.retryAfterSeconds);
    },
    async hit(name: string, key: string, limit: RateLimit): Promise<RateLimitOutcome> {
      const now = clock().getTime();
      const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
      const windowEnd = windowStart + limit.windowMs;
      const count = await store.increment(`${name}:${key}:${windowStart}`, {
        end: new Date(windowEnd),
        remainingMs: windowEnd - now,
      });
      if (count <= limit.max) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
    },
    prune: () => store.prune(clock()),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
