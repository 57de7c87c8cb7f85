import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createLocalDiskStorage } from '../adapters/storage/local-disk-storage.ts';
import { buildApp } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from '../db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database with TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && template) {
    const name = `marketplace_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const handle = await openDatabase(withDatabase(serverUrl, name));
    return {
      ...handle,
      async close() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return openDatabase('memory://', { pglite: client });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  /** `inject` with the edition's header set (us unless given). */
  request(options: InjectOptions & { region?: 'us' | 'pl' | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function buildTestApp(overrides: Partial<Record<string, string>> = {}): Promise<TestApp> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'marketplace-media-'));
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MEDIA_DIR: mediaDir, ...overrides });
  const database = await createTestDatabase();
  const app = await buildApp({ env, database, storage: createLocalDiskStorage(mediaDir), logger: false });
  await app.ready();
  return {
    app,
    database,
    env,
    request({ region = 'us', headers, ...options }) {
      return app.inject({
        ...options,
        headers: { ...(region ? { 'x-sales-channel': region } : {}), ...headers },
      });
    },
    async close() {
      await app.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
