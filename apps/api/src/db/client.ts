import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The one database type every repository takes: PGlite and node-postgres share it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or a transaction running on it. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** What a listener for the database's notifications connects to (adapters/bus). */
  connection: { url: string } | { pglite: PGlite };
  migrate(): Promise<void>;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  /** The connection pool's figures (node-postgres); absent on PGlite's one in-process connection. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The pool itself (node-postgres): replicas fall back to it (db/read-replicas.ts). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** How long a PostgreSQL query waits for a connection (opening one, or a free one of the pool). */
export const DATABASE_CONNECT_TIMEOUT_MS = 3_000;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** Opens PostgreSQL for `postgres://…`, otherwise embedded PGlite (`memory://` or a data directory). */
export async function openDatabase(url: string, options: { pglite?: PGlite } = {}): Promise<DatabaseHandle> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // While the server is down or unreachable a request waits at most this long for a
      // connection, then fails (answered 503, decision 109) instead of hanging; keep-alive finds
      // a connection whose server vanished without closing it.
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection the server ended (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', () => undefined);
    // A connection lost while checked out (inside a transaction, between its statements) makes its
    // client emit 'error' with no pool listener attached: unhandled, that would end the process.
    // Its queries fail anyway (answered 503, decision 109) and the pool drops it on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      connection: { url },
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => void (await pool.query('select 1')),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      pool,
      close: () => pool.end(),
    };
  }
  const client = options.pglite ?? (await createPglite(url));
  const db = drizzlePglite(yieldingBetweenStatements(client), {
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    connection: { pglite: client },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/**
 * PGlite runs each statement synchronously in this thread, and its lock (one for statements and
 * transactions alike) hands over to the next waiting one in a microtask: under load, every other
 * request, even one that reads no database, would wait for the whole queue. Statements and
 * transactions here take their turn in the same order, and the event loop turns before each, so a
 * request waits at most for the one running at that moment.
 */
function yieldingBetweenStatements(client: PGlite): PGlite {
  const inTurn = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  let previous: Promise<unknown> = Promise.resolve();
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => Promise<unknown>;
      if (!inTurn.has(property)) return method.bind(target);
      return (...args: unknown[]) => {
        const run = previous.then(turn).then(() => method.apply(target, args));
        previous = run.catch(() => undefined);
        return run;
      };
    },
  });
}

async function createPglite(url: string): Promise<PGlite> {
  if (url === 'memory://') return PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const dataDir = url.replace(/^file:/, '');
  mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
}
