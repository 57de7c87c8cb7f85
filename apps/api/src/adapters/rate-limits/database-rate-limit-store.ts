import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import type { RateLimitStore } from './rate-limiter.ts';

/**
 * Counters in a table of the application's database (PGlite or PostgreSQL): the embedded
 * default, and shared by every API process that shares the database.
 */
export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  return {
    kind: 'database',
    async increment(key, { end }) {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, expiresAt: end })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      return row!.hits;
    },
    async decrement(key) {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`${rateLimitCounters.hits} - 1` })
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.hits, 0)));
    },
    async prune(now) {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
    },
    close: async () => undefined,
  };
}
