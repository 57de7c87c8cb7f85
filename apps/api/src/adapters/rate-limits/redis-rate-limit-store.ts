import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter.ts';

const PREFIX = 'marketplace:rate:';
/** DECR only while the counter exists and is above zero: an expired counter is not brought back. */
const DECREMENT = `if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then redis.call('decr', KEYS[1]) end`;

/** Counters in Redis (`REDIS_URL`): each expires with its window, so there is nothing to prune. */
export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  return {
    kind: 'redis',
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
