import { Redis } from 'ioredis';
import type { ConnectedRateLimitStore } from './fallback-rate-limit-store.ts';

/** DECR only while the counter exists and is above zero: an expired counter is not brought back. */
const DECREMENT = `if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then redis.call('decr', KEYS[1]) end`;

/**
 * Counters in Redis (`REDIS_URL`): each expires with its window, so there is nothing to prune.
 * `prefix` keeps deployments sharing one Redis apart (like the realtime bus's channels, decision
 * 065): the same account id and address in two deployments are two counters. While Redis is
 * unreachable a count fails after two reconnection attempts; `connected` tells so at once (the app
 * counts in the database meanwhile, decision 110).
 */
export function createRedisRateLimitStore(url: string, prefix = 'marketplace:'): ConnectedRateLimitStore {
  const PREFIX = `${prefix}rate:`;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Connection errors are told by the calls that fail (the fallback logs them) and by the realtime
  // bus; without a listener ioredis prints each reconnection attempt to stderr.
  redis.on('error', () => undefined);
  return {
    kind: 'redis',
    // Not connected yet ('wait', lazyConnect) counts as connected: the first command connects.
    connected: () => redis.status === 'ready' || redis.status === 'wait',
    async increment(key, { remainingMs }) {
      const name = PREFIX + key;
      const results = await redis.multi().incr(name).pexpire(name, remainingMs, 'NX').exec();
      const [error, hits] = results?.[0] ?? [new Error('rate limit transaction discarded')];
      if (error) throw error;
      return Number(hits);
    },
    async decrement(key) {
      await redis.eval(DECREMENT, 1, PREFIX + key);
    },
    prune: async () => undefined,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
