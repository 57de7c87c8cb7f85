import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { TransactionContext } from '../../db/unit-of-work.ts';
import { events } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The payload as JSONB takes it: a lone UTF-16 surrogate (valid in a JS string, and in a text
 * column, where the driver writes it as U+FFFD) has no JSON escape PostgreSQL accepts.
 */
export function storable(payload: object): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(payload, (_key, value: unknown) =>
      typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value,
    ),
  ) as Record<string, unknown>;
}

export interface EmitOptions {
  /** Not before this time (a timed step: an order's payment deadline). Now by default. */
  runAt?: Date;
  /** One pending event per key: emitting again while it waits keeps the first. */
  key?: string;
  /** Events of one stream are handled one after another, in the order they were emitted. */
  stream?: string;
}

/**
 * The events table (decision 075): what must follow a change is emitted on the change's own
 * transaction, so it commits (or rolls back) with it; the relay claims, handles and deletes it.
 */
export function createEventsRepository(db: Executor, context?: TransactionContext) {
  return {
    /** Records `topic` with `payload` to be handled once this transaction commits (or at `runAt`). */
    async emit(topic: string, payload: object, { runAt, key, stream }: EmitOptions = {}): Promise<void> {
      await db
        .insert(events)
        .values({
          topic,
          payload: storable(payload),
          key: key ?? null,
          stream: stream ?? null,
          runAt: runAt ?? null,
        })
        .onConflictDoNothing({ target: events.key });
      if (context) context.emitted = true;
    },

    /**
     * Records one event of `topic` per payload in one statement (hundreds of e-mails after one
     * offer's publication cost one round trip, not hundreds); each is handled on its own.
     */
    async emitMany(topic: string, payloads: readonly object[]): Promise<void> {
      if (payloads.length === 0) return;
      // The payloads as one JSON parameter: a short statement to parse, however many there are.
      await db.execute(sql`insert into ${events} (topic, payload)
        select ${topic}, payload from jsonb_array_elements(${JSON.stringify(payloads.map(storable))}::jsonb) as payloads (payload)`);
      if (context) context.emitted = true;
    },

    /**
     * Claims up to `limit` due events for `leaseMs`: across processes, each event is claimed by one
     * (SKIP LOCKED) until its lease runs out (its handler's process died), and a stream's event
     * waits for the stream's earlier ones.
     */
    async claim(now: Date, leaseMs: number, limit: number): Promise<EventRow[]> {
      const until = new Date(now.getTime() + leaseMs).toISOString();
      const at = now.toISOString();
      // node-postgres and PGlite both answer `{ rows }`.
      const result = (await db.execute(sql`
        update ${events} set locked_until = ${until}::timestamptz, attempts = attempts + 1
        where id in (
          select e.id from ${events} e
          where (e.run_at is null or e.run_at <= ${at}::timestamptz)
            and (e.locked_until is null or e.locked_until <= ${at}::timestamptz)
            and (e.stream is null or not exists (
              select 1 from ${events} p where p.stream = e.stream and p.id < e.id))
          order by e.run_at nulls first, e.id
          limit ${limit}
          for update skip locked)
        returning id`)) as unknown as { rows: { id: string | number }[] };
      const ids = result.rows.map((row) => Number(row.id));
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(events)
        .where(sql`${events.id} in ${ids}`);
      const time = (row: EventRow) => row.runAt?.getTime() ?? -Infinity;
      return rows.sort((a, b) => time(a) - time(b) || a.id - b.id);
    },

    /** A handled event is gone (its effects carry its id where a repeat must be told apart). */
    async complete(id: number, attempts: number): Promise<void> {
      // Only while this claim holds it: a claim that outlived its lease finds another's attempt.
      await db.delete(events).where(and(eq(events.id, id), eq(events.attempts, attempts)));
    },

    /** A failed attempt: released to run again at `retryAt`, with the failure's kind (never its text: it may hold data). */
    async fail(id: number, attempts: number, retryAt: Date, error: string): Promise<void> {
      await db
        .update(events)
        .set({ lockedUntil: null, runAt: retryAt, lastError: error })
        .where(and(eq(events.id, id), eq(events.attempts, attempts)));
    },

    /** How many events wait (the metrics, decision 106): due now, scheduled later, retrying after a failure. */
    async backlog(now: Date): Promise<{ due: number; scheduled: number; retrying: number }> {
      const at = now.toISOString();
      const [row] = await db
        .select({
          due: sql<number>`count(*) filter (where ${events.runAt} is null or ${events.runAt} <= ${at}::timestamptz)`.mapWith(
            Number,
          ),
          scheduled: sql<number>`count(*) filter (where ${events.runAt} > ${at}::timestamptz)`.mapWith(
            Number,
          ),
          retrying: sql<number>`count(*) filter (where ${events.lastError} is not null)`.mapWith(Number),
        })
        .from(events);
      return row ?? { due: 0, scheduled: 0, retrying: 0 };
    },

    /** The pending events of `topic` (tests and the operator's view). */
    pending(topic?: string): Promise<EventRow[]> {
      const query = db.select().from(events);
      return (topic ? query.where(eq(events.topic, topic)) : query).orderBy(events.id);
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;

/** What another module may do with the events table, in its unit of work: write an event (decision 075). */
export type EventLog = Pick<EventsRepository, 'emit' | 'emitMany'>;
