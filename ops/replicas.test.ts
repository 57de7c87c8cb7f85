import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  draftOffer,
  productCategory,
  registerUser,
  type Answer,
  type Category,
  type Client,
  type User,
} from './lib/client.ts';
import {
  newAuthSecret,
  ownPostgres,
  removeTempDir,
  startApi,
  tempDir,
  waitFor,
  type ApiProcess,
  type OwnPostgres,
} from './lib/processes.ts';
import { report } from './lib/report.ts';

/**
 * Reads on a streaming replica (decision 130), with PostgreSQL's own replication: a primary of the
 * test's own, a hot standby made by `pg_basebackup -R` of it, and an API process with
 * DATABASE_URL on the primary and DATABASE_READ_URLS on the standby. The standby is killed under
 * load, and its replay paused past the lag bound.
 */
const MAX_LAG_MS = 2_000;
const METRICS_TOKEN = randomBytes(24).toString('hex');

let primary: OwnPostgres;
let standby: OwnPostgres;
let api: ApiProcess;
let mediaDir: string;
let onStandby: pg.Client;
let client: Client;
let seller: User;
let category: Category;

beforeAll(async () => {
  primary = await ownPostgres();
  const admin = new pg.Client({ connectionString: primary.url() });
  await admin.connect();
  await admin.query('create database marketplace');
  await admin.end();
  standby = await ownPostgres({ standbyOf: primary });
  mediaDir = tempDir('media');
  // The process migrates and seeds the primary; the standby replays it.
  api = await startApi({
    databaseUrl: primary.url('marketplace'),
    mediaDir,
    authSecret: newAuthSecret(),
    env: {
      DATABASE_READ_URLS: standby.url('marketplace'),
      DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
      METRICS_TOKEN,
    },
  });
  client = createClient(`http://127.0.0.1:${api.port}`);
  seller = await registerUser(client, 'replica');
  category = await productCategory(client);
  onStandby = await connectTo(standby);
});

afterAll(async () => {
  await onStandby?.end().catch(() => undefined);
  await api?.stop();
  await standby?.destroy();
  await primary?.destroy();
  if (mediaDir) removeTempDir(mediaDir);
});

/** The test's own session on the standby; the standby's death ends it without an unhandled error. */
async function connectTo(server: OwnPostgres) {
  const session = new pg.Client({ connectionString: server.url('marketplace') });
  session.on('error', () => undefined);
  await session.connect();
  return session;
}

const sourceOf = (answer: Answer) => answer.headers.get('x-read-source');
/** The client's write position from a write's answer, as a browser would send it back. */
const wroteCookie = (answer: Answer) =>
  answer.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('wrote_lsn='))
    ?.split(';')[0];

/** A new published offer of the seller; answers its id and the publishing answer's write cookie. */
async function publish(title: string) {
  const created = await client.post<{ id: number }>('/api/offers', draftOffer(category, title), seller.token);
  expect(created.status).toBe(201);
  const published = await client.post(`/api/offers/${created.body.id}/publish`, undefined, seller.token);
  expect(published.status).toBe(200);
  return { id: created.body.id, cookie: wroteCookie(published)! };
}

const anonymousSearch = (phrase: string) => client.post('/api/search/offers', { phrase });

async function metric(pattern: RegExp): Promise<number | undefined> {
  const answer = await client.call<string>('GET', '/metrics', {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = pattern.exec(String(answer.body));
  return match ? Number(match[1]) : undefined;
}

const standbyTransactions = async () =>
  Number(
    (
      await onStandby.query<{ n: string }>(
        "select xact_commit::text as n from pg_stat_database where datname = 'marketplace'",
      )
    ).rows[0]!.n,
  );

describe('reads on a streaming replica', () => {
  it('reads a write back to its writer at once, signed in or by its write cookie', async () => {
    for (let i = 0; i < 10; i++) {
      const { id, cookie } = await publish(`Replicated lamp ${i}`);
      // The primary's WAL position, `0/37A88C8` URL-encoded.
      expect(cookie).toMatch(/^wrote_lsn=[0-9A-F]+%2F[0-9A-F]+$/);
      const own = await client.get<{ status: string }>(`/api/offers/${id}`, seller.token);
      expect(own.status).toBe(200);
      expect(sourceOf(own)).toBe('primary');
      const anonymous = await client.call<{ title: string }>('GET', `/api/offers/${id}`, {
        headers: { cookie },
      });
      expect(anonymous.status).toBe(200);
      expect(anonymous.body.title).toBe(`Replicated lamp ${i}`);
    }
  });

  it('answers anonymous reads from the replica, as the header, the metrics and the standby say', async () => {
    await waitFor('the replica in use', async () => sourceOf(await client.get('/api/home')) === 'replica-1');
    const before = await standbyTransactions();
    const sources = new Set<string | null>();
    for (let i = 0; i < 20; i++) {
      // Phrases of their own: each search misses the search cache and reads the database.
      const search = await anonymousSearch(`lamp ${randomBytes(4).toString('hex')}`);
      expect(search.status).toBe(200);
      sources.add(sourceOf(search));
    }
    const { id } = await publish('Lamp read by anyone');
    await waitFor('the offer replicated', async () => (await client.get(`/api/offers/${id}`)).status === 200);
    const offer = await client.get(`/api/offers/${id}`);
    expect(sourceOf(offer)).toBe('replica-1');
    expect([...sources]).toEqual(['replica-1']);
    // The standby ran them: its own count of transactions grows by at least the searches (its
    // sessions report their counts every few seconds).
    await waitFor(
      'the standby counting the searches',
      async () => (await standbyTransactions()) - before >= 20,
      30_000,
    );
    expect(await metric(/marketplace_db_read_source_total\{source="replica-1"\} (\d+)/)).toBeGreaterThan(20);
    expect(await metric(/marketplace_db_replica_state\{replica="replica-1",state="in_use"\} (\d+)/)).toBe(1);
    report('replica-reads', {
      standbyTransactions: (await standbyTransactions()) - before,
      lagSeconds: await metric(/marketplace_db_replica_lag_seconds\{replica="replica-1"\} ([\d.e-]+)/),
    });
  });

  it('falls back to the primary with no failed answer when the replica dies under load', async () => {
    const { id } = await publish('Lamp read under load');
    await waitFor('the offer replicated', async () => (await client.get(`/api/offers/${id}`)).status === 200);
    // `at`: when the request was sent. One sent before the kill may be answered late by the replica
    // on a loaded machine; what is sent after it must not reach the replica.
    const answers: { at: number; ms: number; status: number; source: string | null }[] = [];
    let running = true;
    const started = performance.now();
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        const at = performance.now() - started;
        const answer =
          i % 3 === 0
            ? await client.get(`/api/offers/${id}`)
            : await anonymousSearch(`load ${n} ${i} ${randomBytes(3).toString('hex')}`);
        answers.push({
          at,
          ms: answer.ms,
          status: answer.status,
          source: sourceOf(answer),
        });
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await new Promise((done) => setTimeout(done, 1_500));
    const killedAt = performance.now() - started;
    await standby.kill();
    await new Promise((done) => setTimeout(done, 3_000));
    running = false;
    await Promise.all(workers);
    const failed = answers.filter((answer) => answer.status < 200 || answer.status >= 300);
    const after = answers.filter((answer) => answer.at > killedAt + 500);
    expect(failed).toEqual([]);
    expect(answers.some((answer) => answer.at < killedAt && answer.source === 'replica-1')).toBe(true);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((answer) => answer.source === 'primary')).toBe(true);
    expect(await metric(/marketplace_db_replica_state\{replica="replica-1",state="up"\} (\d+)/)).toBe(0);
    report('replica-killed-under-load', {
      answers: answers.length,
      failed: failed.length,
      beforeKillOnReplica: answers.filter((a) => a.at < killedAt && a.source === 'replica-1').length,
      afterKillOnPrimary: after.length,
      slowestMs: Math.round(Math.max(...answers.map((a) => a.ms))),
    });

    // Started again, it recovers, streams from the primary again and is taken back.
    await standby.start();
    await onStandby.end().catch(() => undefined);
    onStandby = await connectTo(standby);
    await waitFor(
      'the replica back in use',
      async () => sourceOf(await anonymousSearch(`back ${randomBytes(3).toString('hex')}`)) === 'replica-1',
    );
  });

  it('skips the replica while its replay is paused past the lag bound, and takes it back once it caught up', async () => {
    await waitFor('the replica in use', async () => sourceOf(await client.get('/api/home')) === 'replica-1');
    await onStandby.query('select pg_wal_replay_pause()');
    const pausedAt = performance.now();
    // Writes on the primary the standby does not replay meanwhile.
    const { id, cookie } = await publish('Lamp published while the replay is paused');
    // Its writer's cookie sends it to the primary at once.
    const withCookie = await client.call('GET', `/api/offers/${id}`, { headers: { cookie } });
    expect(withCookie.status).toBe(200);
    expect(sourceOf(withCookie)).toBe('primary');
    await waitFor(
      'the replica taken out by the lag bound',
      async () => sourceOf(await anonymousSearch(`paused ${randomBytes(3).toString('hex')}`)) === 'primary',
      MAX_LAG_MS * 5,
    );
    const takenOutAfterMs = Math.round(performance.now() - pausedAt);
    // Lag counts from the first write it has not replayed (a poll interval or so after the pause).
    expect(takenOutAfterMs).toBeGreaterThanOrEqual(MAX_LAG_MS / 2);
    // Everyone now reads the primary: the offer the replica lacks is there.
    const anonymous = await client.get(`/api/offers/${id}`);
    expect(anonymous.status).toBe(200);
    expect(sourceOf(anonymous)).toBe('primary');
    expect(await metric(/marketplace_db_replica_state\{replica="replica-1",state="in_use"\} (\d+)/)).toBe(0);

    await onStandby.query('select pg_wal_replay_resume()');
    const resumedAt = performance.now();
    await waitFor(
      'the replica back in use once caught up',
      async () =>
        sourceOf(await anonymousSearch(`resumed ${randomBytes(3).toString('hex')}`)) === 'replica-1',
    );
    const back = await client.get(`/api/offers/${id}`);
    expect(back.status).toBe(200);
    report('replica-paused', {
      maxLagMs: MAX_LAG_MS,
      takenOutAfterMs,
      backAfterResumeMs: Math.round(performance.now() - resumedAt),
    });
  });
});
