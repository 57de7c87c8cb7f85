import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';

/**
 * What must follow a committed change (decision 075): written in the change's transaction, handled
 * at least once by the relay (modules/events), deleted once handled. `runAt` delays a timed step (null: at once, whatever the clock);
 * `stream` keeps the events of one stream in order; `key` makes emitting the same pending event
 * twice a no-op.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    key: text('key'),
    stream: text('stream'),
    /** Not before this time; null: at once. */
    runAt: timestamp('run_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('events_key').on(t.key),
    index('events_due_idx').on(t.runAt, t.id),
    index('events_stream_idx')
      .on(t.stream, t.id)
      .where(sql`${t.stream} is not null`),
  ],
);
