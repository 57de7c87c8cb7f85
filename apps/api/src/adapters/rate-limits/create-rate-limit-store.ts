import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.ts';
import { createFallbackRateLimitStore } from './fallback-rate-limit-store.ts';
import type { RateLimitStore } from './rate-limiter.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

/**
 * Redis when `REDIS_URL` is set (its keys named after the database, as the realtime bus's channels
 * are: processes sharing a database are one deployment), falling back to the application's
 * database while Redis is unreachable (decision 110); otherwise the database.
 */
export function createRateLimitStore(
  env: Env,
  db: Database,
  onFallback?: (error: unknown) => void,
): RateLimitStore {
  if (!env.REDIS_URL) return createDatabaseRateLimitStore(db);
  const database = /^postgres(ql)?:\/\//.test(env.DATABASE_URL)
    ? new URL(env.DATABASE_URL).pathname.slice(1) || 'default'
    : 'embedded';
  return createFallbackRateLimitStore(
    createRedisRateLimitStore(env.REDIS_URL, `marketplace:${database}:`),
    createDatabaseRateLimitStore(db),
    onFallback,
  );
}
