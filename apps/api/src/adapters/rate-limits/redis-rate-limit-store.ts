import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limiter.ts';

const PREFIX = 'marketplace:rate:';

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
    prune: async () => undefined,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
