import { PGlite } from '@electric-sql/pglite';
import type { Region } from '@marketplace/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv, type Env } from '../config/env.ts';
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../shared/clock.ts';
import { createAnswersCheck } from './answers-check.ts';
import { withDatabase } from './global-setup.ts';
import { Multipart } from './uploads.ts';

/**
 * With ANSWERS_CHECK_LOG=<file>, answers not as documented are written there instead of failing their
 * request: one run of the suite lists every route's undocumented answers at once.
 */
const ANSWERS_CHECK_LOG = process.env.ANSWERS_CHECK_LOG;

/** A fresh, migrated database: PGlite in memory, or a new PostgreSQL database with TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && template) {
    const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
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

/**
 * Another connection to `database`, as a second API process would have: its own pool on
 * PostgreSQL; on PGlite, which lives in one process, the same instance (closed by its owner).
 */
export async function secondConnection(database: DatabaseHandle): Promise<DatabaseHandle> {
  if ('url' in database.connection) return openDatabase(database.connection.url);
  const handle = await openDatabase('memory://', { pglite: database.connection.pglite });
  return { ...handle, close: async () => undefined };
}

/** Whom a request is made as: a signed-in user (its token), or an account made with the factories. */
/** Who calls: an account of an edition, as a user unless `role` says administrator. */
export type Caller = { id: number; region: Region; token?: string; role?: 'user' | 'admin' };

/** Anything of `inject` but the method, URL and body; `region` sets the edition header (null: none). */
export type RequestOptions = Omit<InjectOptions, 'method' | 'url' | 'payload' | 'body'> & {
  region?: Region | null;
};

/** A body: JSON (an object), raw text or bytes, or a multipart form (see `multipart`). */
export type RequestBody = object | string | Buffer | Multipart | undefined;

/** Requests as one caller (or anonymously): `t.as(user).post(url, body, { headers })`. */
export interface Requester {
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  head(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: RequestBody, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: RequestBody, options?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: RequestBody, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, body?: RequestBody, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Any method, for tests that loop over routes. */
  send(
    method: string,
    url: string,
    body?: RequestBody,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  /**
   * Requests as `caller` (null: anonymously): its bearer token (one is signed for an account made
   * with the factories) and its edition's header unless `region` says otherwise.
   */
  as(caller: Caller | null): Requester;
  /** Requests without a user, on the US edition unless `region` says otherwise. */
  anonymous: Requester;
  /** Runs one housekeeping job now, as its schedule would. */
  runJob(name: string): Promise<unknown>;
  /** Handles every due event now (by the app's clock): what follows the commits so far, timed steps due. */
  drainEvents(): Promise<number>;
  close(): Promise<void>;
}

/** A clock tests can move forward. */
export function createTestClock(start = new Date()) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return Object.assign(clock, { advance: (ms: number) => void (now += ms) });
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    logStream?: NodeJS.WritableStream;
    /** A database of its own by default; another app's (see `secondConnection`) to act as a second process. */
    database?: DatabaseHandle;
    /** Start the durable job queue (`app.jobQueue`), polling every 0.5 s; off unless a test needs it. */
    startJobQueue?: boolean;
    /** How often read replicas (DATABASE_READ_URLS) are polled; tests that poll by hand set it long. */
    replicaPollIntervalMs?: number;
  } = {},
): Promise<TestApp> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'marketplace-media-'));
  // A cheaper scrypt cost keeps the suite fast; the algorithm and code path are the production ones.
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mediaDir,
    PASSWORD_SCRYPT_LOG_N: '12',
    // Tests send many forms from one address: proof of work is asked for only where a test says so
    // (decision 134), and its challenges are small.
    PROOF_OF_WORK_IP_ATTEMPTS: '100000',
    PROOF_OF_WORK_NETWORK_ATTEMPTS: '100000',
    ALTCHA_MAX_NUMBER: '1000',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  // Every answer is checked against the API document; a wrong one makes its request reject.
  const answers = createAnswersCheck(() => app);
  const app: FastifyInstance = await buildApp({
    onSend: answers.onSend,
    env,
    database,
    // Storage by configuration, as in production: local disk in mediaDir unless S3_* is given.
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    clock: options.clock,
    jobPollingIntervalSeconds: 0.5,
    eventPollIntervalMs: 200,
    replicaPollIntervalMs: options.replicaPollIntervalMs,
  });
  await app.ready();
  const injectUnchecked = app.inject.bind(app);
  app.inject = ((injectOptions?: InjectOptions | string) => {
    if (injectOptions === undefined) return injectUnchecked();
    return injectUnchecked(injectOptions).then((response) => {
      const failure = answers.take(response.headers['x-request-id']);
      if (failure && ANSWERS_CHECK_LOG) appendFileSync(ANSWERS_CHECK_LOG, `${failure}\n`);
      else if (failure) throw new Error(`Answer not as documented (/api/docs): ${failure}`);
      return response;
    });
  }) as FastifyInstance['inject'];
  if (options.startJobQueue) await app.jobQueue.start();
  const request = ({
    region = 'us',
    headers,
    ...options
  }: InjectOptions & { region?: Region | null }): Promise<LightMyRequestResponse> =>
    app.inject({
      ...options,
      headers: { ...(region ? { 'x-sales-channel': region } : {}), ...headers },
    });
  const as = (caller: Caller | null): Requester => {
    const authorization = async () => {
      if (!caller) return {};
      const token =
        caller.token ??
        (await app.accessTokens.sign({
          accountId: caller.id,
          region: caller.region,
          role: caller.role ?? 'user',
        }));
      return { authorization: `Bearer ${token}` };
    };
    const send: Requester['send'] = async (method, url, body, { headers, region, ...options } = {}) => {
      const multipart = body instanceof Multipart;
      return request({
        ...options,
        method: method as InjectOptions['method'],
        url,
        payload: multipart ? body.payload : (body as InjectOptions['payload']),
        region: region === undefined ? (caller?.region ?? 'us') : region,
        headers: {
          ...(await authorization()),
          ...(multipart ? { 'content-type': body.contentType } : {}),
          ...headers,
        },
      });
    };
    return {
      send,
      get: (url, options) => send('GET', url, undefined, options),
      head: (url, options) => send('HEAD', url, undefined, options),
      post: (url, body, options) => send('POST', url, body, options),
      put: (url, body, options) => send('PUT', url, body, options),
      patch: (url, body, options) => send('PATCH', url, body, options),
      delete: (url, body, options) => send('DELETE', url, body, options),
    };
  };
  return {
    app,
    database,
    env,
    as,
    anonymous: as(null),
    runJob(name) {
      const job = app.jobs.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      return job.run();
    },
    drainEvents: () => app.events.drain(),
    async close() {
      await app.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
