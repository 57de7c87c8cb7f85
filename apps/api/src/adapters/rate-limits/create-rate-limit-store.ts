import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.ts';
import type { RateLimitStore } from './rate-limiter.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

/** Redis when `REDIS_URL` is set, otherwise the application's database. */
export function createRateLimitStore(env: Env, db: Database): RateLimitStore {
  return env.REDIS_URL ? createRedisRateLimitStore(env.REDIS_URL) : createDatabaseRateLimitStore(db);
}
