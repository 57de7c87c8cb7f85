import type { RateLimitStore } from './rate-limiter.ts';

/** A store that can tell whether it is connected right now (the Redis store). */
export interface ConnectedRateLimitStore extends RateLimitStore {
  /** False while the connection is down: asking it would only wait for a failure. */
  connected(): boolean;
}

/**
 * Redis's counters, and the database's while Redis cannot be reached (decision 110): every limit
 * stays enforced and shared by all processes through an outage, and nobody is refused for it. A
 * counter starts again in the other store when the store changes, so a window that spans the
 * change may allow up to twice its hits; sign-in attempts, codes and sends stay bounded.
 */
export function createFallbackRateLimitStore(
  primary: ConnectedRateLimitStore,
  fallback: RateLimitStore,
  onFallback: (error: unknown) => void = () => undefined,
): RateLimitStore {
  async function either<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (!primary.connected()) return call(fallback);
    try {
      return await call(primary);
    } catch (error) {
      onFallback(error);
      return call(fallback);
    }
  }
  return {
    kind: primary.kind,
    increment: (key, window) => either((store) => store.increment(key, window)),
    decrement: (key) => either((store) => store.decrement(key)),
    // The database's counters expire as rows: they are swept whichever store counts now.
    prune: (now) => fallback.prune(now),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
