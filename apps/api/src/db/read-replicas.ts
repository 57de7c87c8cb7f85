import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Reads on PostgreSQL streaming replicas (docs/decisions/130-reads-on-replicas.md): which replica
 * may answer, how far behind each one is, and the database object whose reads go where the
 * current request's context says.
 */

/** How often each replica's replay position is compared with the primary's write position. */
export const REPLICA_POLL_MS = 500;
/** A replica that does not take a connection within this is skipped: a dead one must not stall reads. */
export const REPLICA_CONNECT_TIMEOUT_MS = 1_000;
/** A poll that does not answer within this counts as a failure. */
const POLL_TIMEOUT_MS = 2_000;

/** A position in the write-ahead log, `pg_lsn` as a number. */
export type Lsn = bigint;

export function parseLsn(text: string): Lsn | undefined {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : undefined;
}

export function formatLsn(lsn: Lsn): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

export interface ReplicaStatus {
  name: string;
  /** Answering its polls. */
  up: boolean;
  /** How far behind the primary it was at its last poll, in ms; null while unknown. */
  lagMs: number | null;
  /** Whether reads go to it now: up and within the lag bound. */
  inUse: boolean;
}

export interface Replica {
  /** `replica-1`, `replica-2`… in the order of DATABASE_READ_URLS (the header and metrics say it). */
  name: string;
  index: number;
  /** For repositories: its select statements run on the replica, everything else on the primary. */
  db: Database;
  /**
   * The time (this process's clock) up to which every commit of the primary is visible on this
   * replica; undefined while unknown. A cache uses it to refuse values older than its last
   * invalidation (shared/caches.ts).
   */
  asOf(): number | undefined;
  status(): ReplicaStatus;
}

export interface ReadReplicas {
  replicas: Replica[];
  /**
   * A replica fit to answer now (up, within the lag bound) that has replayed `after` (the
   * reader's own last write), taken in turn; undefined when none is: the primary answers.
   */
  pick(after?: Lsn): Replica | undefined;
  /** The primary's write position now: every commit made before the call is at or before it. */
  primaryLsn(): Promise<Lsn>;
  /** Polls the primary and every replica now (the timer does every `pollMs`). */
  poll(): Promise<void>;
  statuses(): ReplicaStatus[];
  close(): Promise<void>;
}

export interface ReadReplicaOptions {
  /** A replica further behind than this is skipped until it catches up. */
  maxLagMs: number;
  pollMs?: number;
  now?: () => number;
  onFailure?: (replica: string, err: unknown) => void;
}

/**
 * Which database the reads of the current request go to: a replica, or undefined for the primary.
 * A replica that fails mid-request is dropped from the context, so the request's later reads go
 * to the primary too.
 */
export interface ReadContext {
  replica: Replica | undefined;
}

const readContext = new AsyncLocalStorage<ReadContext>();

/** Runs `work` (and whatever it awaits) with its reads going where `context` says. */
export function readingFrom<T>(context: ReadContext, work: () => T): T {
  return readContext.run(context, work);
}

export function currentReadContext(): ReadContext | undefined {
  return readContext.getStore();
}

/**
 * The statements that may go to a replica: the select builders and relational queries. Inserts,
 * updates, deletes, raw `execute` (it may write), `with` (it may lead to a write) and transactions
 * always go to the primary.
 */
const REPLICA_STATEMENTS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  '$count',
  'query',
]);

/** The primary database, except that its select statements run on `replica`. */
function selectsOn(replica: Database, primary: Database): Database {
  return new Proxy(primary, {
    get(target, property) {
      const db = REPLICA_STATEMENTS.has(property) ? replica : target;
      const value: unknown = Reflect.get(db, property);
      return typeof value === 'function' ? value.bind(db) : value;
    },
  });
}

/**
 * `create(db)` once on the primary and once on each replica (each keeps its own prepared
 * statements), answered as one object whose methods run on the instance of the current request's
 * context: the replica's when it reads one, the primary's otherwise (outside requests too).
 */
export function routedReads<T extends object>(
  primary: Database,
  replicas: ReadReplicas | undefined,
  create: (db: Database) => T,
): T {
  const onPrimary = create(primary);
  if (!replicas) return onPrimary;
  const onReplicas = replicas.replicas.map((replica) => create(replica.db));
  return new Proxy(onPrimary, {
    get(_, property) {
      const replica = readContext.getStore()?.replica;
      const target = replica ? onReplicas[replica.index]! : onPrimary;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Whether a failure on a replica should be retried on the primary: the connection failed (no
 * SQLSTATE, class 08, the server shutting down or starting, too many connections), the standby
 * cancelled the statement for a conflict with recovery (40001), or it refused a write (25006,
 * which would be a bug: writes are routed to the primary).
 */
export function retriedOnPrimary(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return /^(08|57P0|53300|40001|25006)/.test(code);
}

/** The connection itself failed (not the statement): the replica is taken out until it answers a poll. */
function connectionFailed(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || /^(08|57P0|53300)/.test(code);
}

/** A promise rejected on demand: what a replica's in-flight statements race against. */
function signal() {
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<never>((_, fail) => (reject = fail));
  promise.catch(() => undefined);
  return { promise, reject };
}

function timeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Opens a pool per replica URL and polls them. Lag is measured by log positions, not by
 * `pg_last_xact_replay_timestamp()` (stale while the primary is idle): each poll notes the
 * primary's write position with the time the poll was sent; a replica that has replayed that
 * position shows every commit made before that time. Its lag is the time since the newest such
 * sample, so an idle primary means no lag, and a paused or slow replica's lag grows with the clock.
 */
export function openReadReplicas(
  urls: readonly string[],
  primary: { db: Database; pool: pg.Pool },
  { maxLagMs, pollMs = REPLICA_POLL_MS, now = Date.now, onFailure = () => undefined }: ReadReplicaOptions,
): ReadReplicas {
  // The primary's positions of the last polls, oldest first; those older than any usable lag go.
  const samples: { at: number; lsn: Lsn }[] = [];
  const primaryPool = primary.pool;
  const keepMs = maxLagMs + 4 * pollMs;

  const replicas = urls.map((url, index) => {
    const name = `replica-${index + 1}`;
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      // A standby refuses writes anyway; a replica that is not one (a misconfiguration) does too.
      options: '-c default_transaction_read_only=on',
    });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    let up = false;
    let replayed: Lsn | undefined;
    let asOf: number | undefined;
    // A replica that stops answering without closing its connections (a dropped network) would
    // hold its statements until TCP gives up: once a poll finds it down, they go to the primary.
    let down = signal();
    const markDown = (err: unknown) => {
      if (up) onFailure(name, err);
      up = false;
      down.reject(err);
      down = signal();
    };
    // The poll reads the pool as it is; the repositories' statements go through a query that, when
    // the replica fails them, marks it down and asks the primary instead: a reader never sees the
    // replica's failure. Drizzle checks `instanceof Pool` for transactions, so the pool stays one.
    const direct = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
    const routed = async (...args: unknown[]) => {
      try {
        return await Promise.race([direct(...args), down.promise]);
      } catch (error) {
        if (!retriedOnPrimary(error)) throw error;
        if (connectionFailed(error)) markDown(error);
        const context = readContext.getStore();
        if (context?.replica?.name === name) context.replica = undefined;
        return (primaryPool.query as (...args: unknown[]) => Promise<pg.QueryResult>)(...args);
      }
    };
    pool.query = routed as typeof pool.query;
    const db = selectsOn(drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Database, primary.db);

    const lagMs = () => (up && asOf !== undefined ? Math.max(0, now() - asOf) : null);
    const replica: Replica & { check(): Promise<void>; replayed(): Lsn | undefined; close(): Promise<void> } =
      {
        name,
        index,
        db,
        asOf: () => (up ? asOf : undefined),
        status() {
          const lag = lagMs();
          return { name, up, lagMs: lag, inUse: lag !== null && lag <= maxLagMs };
        },
        replayed: () => (up ? replayed : undefined),
        async check() {
          try {
            // A read URL that is not in recovery (a routing test pointing at the primary) is its own
            // write position.
            const { rows } = await timeout(
              direct(
                `select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_lsn() end)::text as lsn`,
              ),
              POLL_TIMEOUT_MS,
            );
            replayed = parseLsn(String((rows[0] as { lsn: string | null }).lsn ?? ''));
            // Behind even the oldest sample kept: further behind than any usable lag, asOf unknown.
            asOf =
              replayed === undefined ? undefined : samples.findLast((sample) => sample.lsn <= replayed!)?.at;
            up = true;
          } catch (error) {
            markDown(error);
          }
        },
        close: () => pool.end(),
      };
    return replica;
  });

  let turn = 0;
  let polling: Promise<void> | undefined;
  const poll = () =>
    (polling ??= (async () => {
      const sentAt = now();
      try {
        const { rows } = await timeout(
          primaryPool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
          POLL_TIMEOUT_MS,
        );
        const lsn = parseLsn(rows[0]!.lsn);
        if (lsn !== undefined) samples.push({ at: sentAt, lsn });
        while (samples.length > 1 && samples[0]!.at < sentAt - keepMs) samples.shift();
      } catch {
        // The primary does not answer: no new sample, so the replicas' lag grows until it does.
      }
      await Promise.all(replicas.map((replica) => replica.check()));
    })().finally(() => (polling = undefined)));
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();
  void poll();

  return {
    replicas,
    pick(after) {
      for (let tried = 0; tried < replicas.length; tried += 1) {
        const replica = replicas[(turn = (turn + 1) % replicas.length)]!;
        if (!replica.status().inUse) continue;
        if (after !== undefined && (replica.replayed() ?? -1n) < after) continue;
        return replica;
      }
      return undefined;
    },
    async primaryLsn() {
      const { rows } = await primaryPool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      return parseLsn(rows[0]!.lsn)!;
    },
    poll,
    statuses: () => replicas.map((replica) => replica.status()),
    async close() {
      clearInterval(timer);
      await polling;
      await Promise.all(replicas.map((replica) => replica.close()));
    },
  };
}
