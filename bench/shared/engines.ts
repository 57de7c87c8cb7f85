import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import {
  openDatabase,
  PGLITE_EXTENSIONS,
  type Database,
  type DatabaseHandle,
} from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';

export const ENGINES = ['pg', 'pglite'] as const;
export type EngineName = (typeof ENGINES)[number];

/** SQL with positional parameters, answered with rows; the same on PostgreSQL and PGlite. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** A benchmark database: the app's handle (migrations, seed, repositories) plus a raw connection for bulk work. */
export interface BenchDatabase {
  engine: EngineName;
  /** What the API server gets as DATABASE_URL. */
  url: string;
  handle: DatabaseHandle;
  /** One connection, so SET and transactions stick to it. */
  query: Query;
  /** The app's kind of database on that same connection, telling every statement it sends. */
  tracedDb(onQuery: (text: string, params: unknown[]) => void): Database;
  close(): Promise<void>;
}

export interface EngineLocation {
  /** postgres://user@host:port (no database): the server the benchmark database is created on. */
  pgServer: string;
  pgDatabase: string;
  pgliteDir: string;
}

export function databaseUrl(engine: EngineName, location: EngineLocation): string {
  return engine === 'pg'
    ? `${location.pgServer.replace(/\/$/, '')}/${location.pgDatabase}`
    : location.pgliteDir;
}

/** Drops and recreates the PostgreSQL database, or deletes the PGlite directory. */
export async function recreate(engine: EngineName, location: EngineLocation): Promise<void> {
  if (engine === 'pglite') {
    const dir = resolve(location.pgliteDir);
    if (!dir.includes(`${resolve('bench/.results')}/`)) throw new Error(`Refusing to delete ${dir}`);
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(location.pgDatabase))
    throw new Error(`Bad database name ${location.pgDatabase}`);
  const admin = new pg.Client({ connectionString: `${location.pgServer.replace(/\/$/, '')}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${location.pgDatabase} with (force)`);
    await admin.query(`create database ${location.pgDatabase}`);
  } finally {
    await admin.end();
  }
}

export async function exists(engine: EngineName, location: EngineLocation): Promise<boolean> {
  if (engine === 'pglite') return existsSync(resolve(location.pgliteDir, 'PG_VERSION'));
  const admin = new pg.Client({ connectionString: `${location.pgServer.replace(/\/$/, '')}/postgres` });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [location.pgDatabase]);
    return rows.length > 0;
  } finally {
    await admin.end();
  }
}

export async function openBenchDatabase(
  engine: EngineName,
  location: EngineLocation,
): Promise<BenchDatabase> {
  const url = databaseUrl(engine, location);
  if (engine === 'pg') {
    const handle = await openDatabase(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      engine,
      url,
      handle,
      query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      tracedDb: (onQuery) =>
        drizzlePg(client, {
          schema,
          casing: 'snake_case',
          logger: { logQuery: onQuery },
        }) as unknown as Database,
      close: async () => {
        await client.end();
        await handle.close();
      },
    };
  }
  mkdirSync(location.pgliteDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: location.pgliteDir, extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase(url, { pglite });
  return {
    engine,
    url,
    handle,
    query: async <T>(text: string, params?: unknown[]) => (await pglite.query<T>(text, params)).rows,
    tracedDb: (onQuery) =>
      drizzlePglite(pglite, {
        schema,
        casing: 'snake_case',
        logger: { logQuery: onQuery },
      }) as unknown as Database,
    close: () => handle.close(),
  };
}
