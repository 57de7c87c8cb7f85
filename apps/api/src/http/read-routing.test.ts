import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingFrom, retriedOnPrimary } from '../db/read-replicas.ts';
import { buildTestApp, createTestClock, createTestDatabase, type TestApp } from '../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../test/factories.ts';
import { READ_SOURCE_HEADER, WROTE_COOKIE } from './read-routing.ts';

/**
 * A TCP relay to the PostgreSQL server, standing in for a replica's address: the routing tests read
 * the test's own database through it (a stand-in replica that never lags), and cutting it off is a
 * replica dying mid-request. The lag bound and real replication are proven by ops/replicas.test.ts.
 */
function relayTo(port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let relayPort = 0;
  let frozen = false;
  const relay = {
    get port() {
      return relayPort;
    },
    start: () =>
      new Promise<void>((done) => {
        frozen = false;
        server = createServer((client) => {
          sockets.add(client);
          client.on('error', () => undefined);
          client.on('close', () => sockets.delete(client));
          if (frozen) return;
          const upstream = connect(port, '127.0.0.1');
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('error', () => undefined);
            socket.on('close', () => sockets.delete(socket));
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(relayPort, '127.0.0.1', () => {
          relayPort = (server!.address() as { port: number }).port;
          done();
        });
      }),
    /** Nothing passes any more, nothing is closed: as a network that drops every packet. */
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    /** Every connection cut, the port closed: as a replica's server killed. */
    stop: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => done());
      }),
  };
  return relay;
}

const onPostgres = process.env.TEST_DATABASE_URL !== undefined;

describe.skipIf(!onPostgres)('reads on replicas (decision 130)', () => {
  let t: TestApp;
  let relay: ReturnType<typeof relayTo>;
  const clock = createTestClock();
  const MAX_LAG_MS = 1_000;
  let seller: { id: number };
  let offerId: number;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const url = new URL((database.connection as { url: string }).url);
    relay = relayTo(Number(url.port || 5432));
    await relay.start();
    const replica = new URL(url);
    replica.port = String(relay.port);
    // The second replica's address refuses connections: it is skipped from its first poll on.
    const dead = new URL(url);
    const probe = relayTo(1);
    await probe.start();
    dead.port = String(probe.port);
    await probe.stop();
    t = await buildTestApp({
      database,
      clock,
      // Polled by hand: a test moves the clock between polls.
      replicaPollIntervalMs: 3_600_000,
      env: {
        DATABASE_URL: url.href,
        DATABASE_READ_URLS: `${replica.href},${dead.href}`,
        DATABASE_READ_MAX_LAG_MS: String(MAX_LAG_MS),
      },
    });
    await t.app.readReplicas.poll();
    seller = await createAccount(database.db);
    const category = await createCategory(database.db);
    offerId = (await createOffer(database.db, { accountId: seller.id, categoryId: category.id })).id;
    await t.app.readReplicas.poll();
  });
  afterAll(async () => {
    await t?.close();
    await relay?.stop().catch(() => undefined);
  });

  const sourceOf = (answer: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(answer.statusCode).toBeLessThan(400);
    return answer.headers[READ_SOURCE_HEADER];
  };

  it('sends anonymous public reads to a live replica, skipping the unreachable one', async () => {
    expect(t.app.readReplicas.statuses().map(({ name, up, inUse }) => ({ name, up, inUse }))).toEqual([
      { name: 'replica-1', up: true, inUse: true },
      { name: 'replica-2', up: false, inUse: false },
    ]);
    for (let i = 0; i < 4; i++) {
      expect(sourceOf(await t.anonymous.get('/api/home'))).toBe('replica-1');
      expect(sourceOf(await t.anonymous.post('/api/search/offers', {}))).toBe('replica-1');
    }
    expect(sourceOf(await t.anonymous.get(`/api/offers/${offerId}`))).toBe('replica-1');
    expect(sourceOf(await t.anonymous.get(`/api/profile/${seller.id}`))).toBe('replica-1');
  });

  it("sends a signed-in reader's reads, and every write, to the primary", async () => {
    const signedIn = t.as({ id: seller.id, region: 'us' });
    expect(sourceOf(await signedIn.get('/api/home'))).toBe('primary');
    expect(sourceOf(await signedIn.post('/api/search/offers', {}))).toBe('primary');
    expect(sourceOf(await signedIn.get(`/api/offers/${offerId}`))).toBe('primary');
  });

  it("reads an in-process request (a server-rendered page's) where its caller reads", async () => {
    const onPrimary = await readingFrom({ replica: undefined }, () => t.anonymous.get('/api/home'));
    expect(sourceOf(onPrimary)).toBe('primary');
    const [replica] = t.app.readReplicas.replicas;
    const onReplica = await readingFrom({ replica }, () => t.anonymous.get('/api/home'));
    expect(sourceOf(onReplica)).toBe('replica-1');
  });

  it('reads a client back from the primary after its write, until a replica has replayed it', async () => {
    const write = await t.anonymous.post('/api/contact', {
      subject: 'payments',
      email_address: 'reader@example.com',
      message: 'Where is my parcel?',
    });
    expect(write.statusCode).toBe(204);
    expect(sourceOf(write)).toBe('primary');
    const cookie = write.cookies.find((each) => each.name === WROTE_COOKIE)!;
    expect(cookie.value).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    expect(cookie.maxAge).toBeGreaterThan(MAX_LAG_MS / 1000);
    const headers = { cookie: `${WROTE_COOKIE}=${cookie.value}` };
    // The replica's last poll predates the write.
    expect(sourceOf(await t.anonymous.get('/api/home', { headers }))).toBe('primary');
    await t.app.readReplicas.poll();
    expect(sourceOf(await t.anonymous.get('/api/home', { headers }))).toBe('replica-1');
    // A search only reads: it sets no write position.
    const search = await t.anonymous.post('/api/search/offers', {});
    expect(search.cookies.find((each) => each.name === WROTE_COOKIE)).toBeUndefined();
  });

  it('skips a replica past the lag bound, and takes it back once it shows it caught up', async () => {
    clock.advance(MAX_LAG_MS + 1);
    expect(t.app.readReplicas.statuses()[0]).toMatchObject({ up: true, inUse: false });
    expect(sourceOf(await t.anonymous.get('/api/home'))).toBe('primary');
    await t.app.readReplicas.poll();
    expect(t.app.readReplicas.statuses()[0]).toMatchObject({ up: true, inUse: true, lagMs: 0 });
    expect(sourceOf(await t.anonymous.get('/api/home'))).toBe('replica-1');
  });

  it('answers from the primary when the replica dies mid-request, and takes it back once it answers', async () => {
    await relay.stop();
    // Still marked up (no poll since): the search goes to the replica, fails there, and is asked again of the primary.
    const search = await t.anonymous.post('/api/search/offers', { phrase: 'lantern' });
    expect(sourceOf(search)).toBe('primary');
    expect(t.app.readReplicas.statuses()[0]).toMatchObject({ up: false, inUse: false });
    expect(sourceOf(await t.anonymous.get(`/api/offers/${offerId}`))).toBe('primary');
    await relay.start();
    await t.app.readReplicas.poll();
    expect(sourceOf(await t.anonymous.get(`/api/offers/${offerId}`))).toBe('replica-1');
  });

  it('answers from the primary within a poll when the replica stops answering without closing', async () => {
    expect(sourceOf(await t.anonymous.post('/api/search/offers', { phrase: 'kettle' }))).toBe('replica-1');
    relay.freeze();
    const started = performance.now();
    const search = t.anonymous.post('/api/search/offers', { phrase: 'teapot' });
    // The poll finds the replica silent (2 s) and sends its statements in flight to the primary.
    await t.app.readReplicas.poll();
    expect(sourceOf(await search)).toBe('primary');
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(t.app.readReplicas.statuses()[0]).toMatchObject({ up: false });
    await relay.stop();
    await relay.start();
    await t.app.readReplicas.poll();
    expect(t.app.readReplicas.statuses()[0]).toMatchObject({ up: true, inUse: true });
  });

  it("retries on the primary only what is the replica's fault", () => {
    expect(retriedOnPrimary(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(retriedOnPrimary(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(retriedOnPrimary(Object.assign(new Error('recovery conflict'), { code: '40001' }))).toBe(true);
    expect(retriedOnPrimary(Object.assign(new Error('shutting down'), { code: '57P01' }))).toBe(true);
    expect(retriedOnPrimary(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(retriedOnPrimary(Object.assign(new Error('bad input'), { code: '22P02' }))).toBe(false);
  });
});
