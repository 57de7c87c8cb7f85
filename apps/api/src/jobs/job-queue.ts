import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs in the database (decision 059); started by the server, or by tests that ask. */
    jobQueue: JobQueue;
  }
}

/** The PostgreSQL schema pg-boss keeps its tables in (its own migrations, not ours). */
export const JOB_QUEUE_SCHEMA = 'pgboss';
/** The queue pg-boss's timekeeper puts each cron occurrence on (pg-boss 10's `src/timekeeper.js`). */
const CRON_QUEUE = '__pgboss__send-it';
const DEADLOCK = '40P01';

export interface SendOptions {
  /** Not before this time (the job's own time: an order's payment deadline). */
  startAfter?: Date;
  /**
   * One waiting job per key and name: sending again while a job with this key waits keeps the
   * first (and answers null). Use the entity's id (`order:42`); `cancel` finds the job by it.
   */
  singletonKey?: string;
  /** Attempts after the first failure; the queue's default otherwise. */
  retryLimit?: number;
}

export type JobHandler<T> = (data: T) => Promise<unknown>;

/**
 * Durable jobs in PostgreSQL (or PGlite): they survive a restart, each runs once however many
 * processes work the queue, and a handler that throws is retried with back-off (decision 059).
 * Handlers must still be idempotent: a process that dies mid-job leaves it to run again.
 */
export interface JobQueue {
  /**
   * Queues a job; answers its id, or null when a waiting job with the same singleton key is kept.
   * Not inside a unit of work: send after it commits (on PGlite's one connection a send would wait
   * for the transaction that waits for it).
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name` in this process, from `start` on (at once when started). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Runs `handler` on a cron schedule (UTC), once across all processes; `handler` works it here. */
  schedule(name: string, cron: string, handler: JobHandler<object>): Promise<void>;
  /** Cancels the waiting jobs of `name` sent with `singletonKey`; answers how many. */
  cancel(name: string, singletonKey: string): Promise<number>;
  /** Creates or migrates pg-boss's schema, then starts the workers and schedules. */
  start(): Promise<void>;
  /** Stops fetching, waits for running handlers (up to the grace period), then lets go of the database. */
  stop(): Promise<void>;
  readonly started: boolean;
  /** Jobs per queue and state (created, retry, active, completed, cancelled, failed); none before `start`. */
  counts(): Promise<{ queue: string; state: string; count: number }[]>;
}

export interface JobQueueOptions {
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How often each worker looks for due jobs; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
  /** Attempts after the first failure, unless `send` says otherwise. */
  retryLimit?: number;
  /** The first retry waits about this long (up to twice), each later one twice as long again. */
  retryDelaySeconds?: number;
  /** How long `stop` waits for running handlers. */
  stopGraceMs?: number;
  /** Told of each handler run that threw (the metrics count them by queue). */
  onFailure?: (name: string) => void;
}

/** What pg-boss runs its SQL through, with the number of statements in flight (for `stop`). */
interface Executor extends PgBoss.Db {
  idle(): boolean;
  close(): Promise<void>;
}

/**
 * pg-boss on the app's database: over a pool of its own on PostgreSQL; over the app's PGlite
 * instance through pg-boss's `db` option otherwise.
 */
export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const {
    log,
    pollingIntervalSeconds = 2,
    retryLimit = 5,
    retryDelaySeconds = 30,
    stopGraceMs = 10_000,
    onFailure,
  } = options;
  const executor =
    'pglite' in database.connection
      ? pgliteExecutor(database.connection.pglite)
      : postgresExecutor(database.connection.url);
  const boss = new PgBoss({
    db: executor,
    schema: JOB_QUEUE_SCHEMA,
    retryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue: pg-boss failed'));

  const handlers = new Map<string, JobHandler<object>>();
  const schedules = new Map<string, string>();
  const createdQueues = new Set<string>();
  let started = false;
  let closed = false;
  let running = 0;

  // Every queue has the `short` policy: at most one waiting job per singleton key. A job sent
  // without a key gets a key of its own, so that keyless jobs never stand in for one another.
  async function ensureQueue(name: string, policy: PgBoss.QueuePolicy = 'short'): Promise<void> {
    if (createdQueues.has(name)) return;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await boss.createQueue(name, { name, policy });
        break;
      } catch (error) {
        // pg-boss 10 creates a queue with an insert and then a partition's DDL, which lock in
        // opposite orders: two processes creating queues at once (a first start of several) may
        // deadlock, and PostgreSQL aborts one. Its retry finds the queue made, or makes it.
        if ((error as { code?: string }).code !== DEADLOCK || attempt === 5) throw error;
        await sleep(20 + Math.random() * 200);
      }
    }
    createdQueues.add(name);
  }

  async function startWorker(name: string, handler: JobHandler<object>): Promise<void> {
    await ensureQueue(name);
    await boss.work<object>(name, { pollingIntervalSeconds }, async ([job]) => {
      running += 1;
      try {
        return await handler(job!.data);
      } catch (error) {
        onFailure?.(name);
        log.warn({ err: error, job: name, jobId: job!.id }, 'job failed (retried while attempts remain)');
        throw error;
      } finally {
        running -= 1;
      }
    });
  }

  async function work<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    if (handlers.has(name)) throw new Error(`job ${name} already has a handler`);
    handlers.set(name, handler as JobHandler<object>);
    if (started) await startWorker(name, handler as JobHandler<object>);
  }

  return {
    get started() {
      return started;
    },
    async send(name, data, { startAfter, singletonKey, retryLimit: limit } = {}) {
      if (!started) throw new Error(`job queue not started: cannot send ${name}`);
      await ensureQueue(name);
      return boss.send(name, data, {
        startAfter,
        singletonKey: singletonKey ?? randomUUID(),
        ...(limit === undefined ? {} : { retryLimit: limit }),
      });
    },
    work,
    async schedule(name, cron, handler) {
      schedules.set(name, cron);
      await work(name, handler);
      if (started) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async cancel(name, singletonKey) {
      if (!started) throw new Error(`job queue not started: cannot cancel ${name}`);
      // pg-boss cancels by job id; the waiting jobs of a key are read from its job table.
      const { rows } = await executor.executeSql(
        `select id from ${JOB_QUEUE_SCHEMA}.job where name = $1 and singleton_key = $2 and state < 'active'`,
        [name, singletonKey],
      );
      const ids = rows.map((row: { id: string }) => row.id);
      if (ids.length > 0) await boss.cancel(name, ids);
      return ids.length;
    },
    async counts() {
      if (!started || closed) return [];
      const { rows } = await executor.executeSql(
        `select name, state::text as state, count(*)::int as count from ${JOB_QUEUE_SCHEMA}.job
         where name <> $1 group by name, state`,
        [CRON_QUEUE],
      );
      return rows.map((row: { name: string; state: string; count: number }) => ({
        queue: row.name,
        state: row.state,
        count: Number(row.count),
      }));
    },
    async start() {
      if (closed) throw new Error('job queue stopped: build a new one');
      if (started) return;
      await boss.start();
      // pg-boss's own queue of cron occurrences: its start creates it but ignores a failure (such
      // as the deadlock above), which would leave this process's schedules silent.
      await ensureQueue(CRON_QUEUE, 'standard');
      started = true;
      for (const [name, handler] of handlers) await startWorker(name, handler);
      for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      if (closed) return;
      closed = true;
      if (!started) return executor.close();
      // Running handlers may still send jobs while the queue stops.
      // pg-boss stops its workers and waits for the jobs they hold; it does not close our executor.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopGraceMs });
      // A fetch that was under way still hands its job to a handler, and pg-boss completes or fails
      // a job after its handler returns without waiting: let both finish before the database goes.
      const deadline = Date.now() + stopGraceMs;
      do await sleep(10);
      while ((running > 0 || !executor.idle()) && Date.now() < deadline);
      started = false;
      await executor.close();
    },
  };
}

/** Counts the statements in flight, so that `stop` can wait for them. */
function tracked(run: PgBoss.Db['executeSql']): Pick<Executor, 'executeSql' | 'idle'> {
  let inFlight = 0;
  return {
    idle: () => inFlight === 0,
    async executeSql(text, values) {
      inFlight += 1;
      try {
        return await run(text, values);
      } finally {
        inFlight -= 1;
      }
    },
  };
}

/**
 * PGlite is one connection shared with the app. A parameterised statement runs alone (PGlite
 * queues it behind any transaction of the app). pg-boss's commands without parameters may be
 * several statements with their own BEGIN and COMMIT (schema creation, maintenance under an
 * advisory lock): they run inside PGlite's own transaction, so that one that fails halfway is
 * rolled back before any other query can run on the connection in an aborted transaction.
 */
function pgliteExecutor(pglite: PGlite): Executor {
  return {
    ...tracked(async (text, values) => {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    }),
    // The app owns the PGlite instance and closes it.
    close: async () => undefined,
  };
}

/**
 * A small pool of its own on PostgreSQL. A command of several statements (with its own BEGIN and
 * COMMIT) that fails halfway is rolled back before its connection goes back to the pool.
 */
function postgresExecutor(url: string): Executor {
  const pool = new pg.Pool({ connectionString: url, max: 4, application_name: 'marketplace-jobs' });
  // A connection the server ended must not crash the process; the pool opens another.
  pool.on('error', () => undefined);
  // Nor one lost while a command holds it (see db/client.ts).
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    ...tracked(async (text, values) => {
      if (values && values.length > 0) return pool.query(text, values);
      const client = await pool.connect();
      try {
        // Several statements answer one result each; pg-boss reads only single statements' rows.
        const result: pg.QueryResult | pg.QueryResult[] = await client.query(text);
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    }),
    close: () => pool.end(),
  };
}
