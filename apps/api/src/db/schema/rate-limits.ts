import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window rate-limit counters (adapters/rate-limits) while no Redis is configured. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** `<limit name>:<subject>:<window start in ms>` */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
