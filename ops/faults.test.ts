import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buy,
  createClient,
  newClientAddress,
  openSocket,
  productCategory,
  publishedOffer,
  registerUser,
  signIn,
  type Category,
  type Socket,
  type User,
} from './lib/client.ts';
import { startLoad, statusCounts, writtenIds, type Sample } from './lib/load.ts';
import {
  newAuthSecret,
  ownPostgres,
  ownRedis,
  removeTempDir,
  startApi,
  startNginx,
  tempDir,
  waitFor,
  webRoot,
  type ApiProcess,
  type Nginx,
  type OwnPostgres,
  type OwnRedis,
} from './lib/processes.ts';
import { percentile, report } from './lib/report.ts';

/**
 * Faults of the production topology (decision 110), on a PostgreSQL (`initdb` in a temporary
 * folder) and a Redis of the test's own, which it stops and starts: never the machine's shared ones.
 * One deployment (nginx, two API processes) goes through the three faults in turn.
 */
let postgres: OwnPostgres;
let redis: OwnRedis;
const apis: ApiProcess[] = [];
let nginx: Nginx;
let db: pg.Pool;
let mediaDir: string;
let web: string;
let apiOptions: Parameters<typeof startApi>[0];
let writer: User;
let category: Category;

const upstreamOf = (api: ApiProcess) => `127.0.0.1:${api.port}`;

/** A process a fault test killed comes back on its port (nginx uses it again after fail_timeout). */
async function restartStopped(): Promise<void> {
  for (const [index, api] of apis.entries())
    if (!api.running()) apis[index] = await startApi({ ...apiOptions, port: api.port });
}

beforeAll(async () => {
  [postgres, redis] = await Promise.all([ownPostgres(), ownRedis()]);
  const setup = new pg.Client({ connectionString: postgres.url() });
  await setup.connect();
  await setup.query('create database marketplace');
  await setup.end();
  mediaDir = tempDir('media');
  web = webRoot();
  apiOptions = {
    databaseUrl: postgres.url('marketplace'),
    redisUrl: redis.url,
    mediaDir,
    authSecret: newAuthSecret(),
    env: { WEB_DIST_DIR: web },
  };
  apis.push(await startApi(apiOptions));
  apis.push(await startApi(apiOptions));
  nginx = await startNginx(
    apis.map((api) => api.port),
    web,
  );
  db = new pg.Pool({ connectionString: postgres.url('marketplace'), max: 2 });
  db.on('error', () => undefined);
  const client = createClient(nginx.origin);
  writer = await registerUser(client, 'ops_writer');
  category = await productCategory(client);
});

afterAll(async () => {
  await db?.end();
  await nginx?.stop();
  await Promise.all(apis.map((api) => api.stop()));
  await Promise.all([postgres?.destroy(), redis?.destroy()]);
  if (mediaDir) removeTempDir(mediaDir);
  if (web) removeTempDir(web);
});

/** Every offer whose creation was answered 201 is in the database. */
async function missingWrites(samples: Sample[]): Promise<number[]> {
  const ids = writtenIds(samples);
  const { rows } = await db.query<{ id: number }>('select id from offers where id = any($1::int[])', [ids]);
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

describe('faults of the topology', () => {
  it('PostgreSQL stopped during a load run: 503 at once while down, recovery by itself, no answered write lost', async () => {
    const load = startLoad(createClient(nginx.origin), writer, category);
    await sleep(3_000);
    const downAt = load.now();
    await postgres.stop();
    const stoppedAt = load.now();
    await sleep(6_000);
    const upAt = load.now();
    await postgres.start();
    const startedAt = load.now();
    // Recovered: a write sent after the start is answered 201.
    await waitFor(
      'a write answered 201 after the restart',
      () =>
        load.samples.some(
          (sample) => sample.kind === 'write' && sample.status === 201 && sample.at >= startedAt,
        ),
      30_000,
    );
    const recoveredAt = load.now();
    await sleep(2_000);
    const samples = await load.stop();

    // Sent while the server was stopped (after pg_ctl returned, before it was started again).
    const whileDown = samples.filter((sample) => sample.at >= stoppedAt && sample.at < upAt);
    expect(whileDown.length).toBeGreaterThan(10);
    expect(new Set(whileDown.map((sample) => sample.status))).toEqual(new Set([503]));
    expect(Math.max(...whileDown.map((sample) => sample.ms))).toBeLessThan(5_000);
    // Every answer of the whole run is one of: done, or refused with the error body.
    const refused = samples.filter((sample) => sample.status === 503);
    expect(refused.every((sample) => sample.message === 'Service Unavailable. Try again in a moment.')).toBe(
      true,
    );
    expect(samples.filter((sample) => ![200, 201, 503].includes(sample.status))).toEqual([]);
    expect(apis.every((api) => api.running())).toBe(true);
    expect(await missingWrites(samples)).toEqual([]);
    for (const api of apis) expect((await fetch(`http://127.0.0.1:${api.port}/api/ready`)).status).toBe(200);

    report('fault-postgres-stopped', {
      requests: samples.length,
      statuses: statusCounts(samples),
      stopSeconds: seconds(stoppedAt - downAt),
      downSeconds: seconds(startedAt - stoppedAt),
      refusedWhileDown: whileDown.length,
      msWhileDownP50: percentile(
        whileDown.map((sample) => sample.ms),
        50,
      ),
      msWhileDownMax: Math.max(...whileDown.map((sample) => sample.ms)),
      recoverSecondsAfterStart: seconds(recoveredAt - startedAt),
      writesAnswered201: writtenIds(samples).length,
      writesMissing: 0,
    });
  });

  it('an API process killed during a load run: nginx sends the rest to the other, sockets catch up, no order half-written', async () => {
    const client = createClient(nginx.origin);
    const [seller, buyerA, buyerB] = [
      await registerUser(client, 'ops_seller'),
      await registerUser(createClient(nginx.origin), 'ops_buyer'),
      await registerUser(createClient(nginx.origin), 'ops_buyer'),
    ];
    const initialQuantity = 40;
    const offerId = await publishedOffer(client, seller, category, 'Kill test oak chair', initialQuantity);
    const [victim, survivor] = apis as [ApiProcess, ApiProcess];

    // The seller's socket on the process that dies; a conversation to catch up on.
    let socket: Socket | undefined;
    for (let attempt = 0; attempt < 6 && socket?.upstream !== upstreamOf(victim); attempt += 1) {
      socket?.close();
      socket = await openSocket(nginx.origin, seller.token, newClientAddress());
    }
    expect(socket!.upstream).toBe(upstreamOf(victim));
    const conversation = await client.post<{ id: number }>(
      `/api/conversations/${seller.id}/${offerId}`,
      undefined,
      buyerA.token,
    );
    const first = await client.post<{ id: number }>(
      '/api/conversations/message-sent',
      { conversation_id: conversation.body.id, message: 'Before the crash' },
      buyerA.token,
    );
    await socket!.next((message) => message.type === 'message' && message.message.id === first.body.id);

    const load = startLoad(createClient(nginx.origin), writer, category);
    const orders: { status: number; orderId?: number; paid?: number }[] = [];
    const ordering = (async () => {
      for (let round = 0; round < 8; round += 1) {
        const placed = await Promise.all(
          [buyerA, buyerB].map((buyer) =>
            buy(createClient(nginx.origin), buyer, offerId).catch(() => ({
              created: { status: 0 },
              paid: undefined,
              orderId: undefined,
            })),
          ),
        );
        for (const order of placed)
          orders.push({ status: order.created.status, orderId: order.orderId, paid: order.paid?.status });
        await sleep(200);
      }
    })();
    await sleep(2_500);
    const killedAt = load.now();
    await victim.kill();
    await ordering;
    await sleep(3_000);
    const samples = await load.stop();

    // After the kill every request lands on the survivor; only those in flight at the kill failed.
    const afterKill = samples.filter((sample) => sample.at > killedAt);
    const failedAfterKill = afterKill.filter((sample) => ![200, 201].includes(sample.status));
    const settled = afterKill.filter((sample) => sample.at > killedAt + 1_000);
    expect(settled.length).toBeGreaterThan(10);
    expect(settled.filter((sample) => ![200, 201].includes(sample.status))).toEqual([]);
    expect(new Set(settled.map((sample) => sample.upstream))).toEqual(new Set([upstreamOf(survivor)]));
    expect(survivor.running()).toBe(true);
    expect(await missingWrites(samples)).toEqual([]);

    // The socket on the dead process is closed; its client reconnects (to the survivor) and
    // catches up on what was sent meanwhile from the API.
    await waitFor('the socket closed', () => socket!.closed, 10_000);
    const missed = await client.post<{ id: number }>(
      '/api/conversations/message-sent',
      { conversation_id: conversation.body.id, message: 'While you were away' },
      buyerA.token,
    );
    expect(missed.status).toBe(201);
    const reconnected = await openSocket(nginx.origin, seller.token, newClientAddress());
    expect(reconnected.upstream).toBe(upstreamOf(survivor));
    const catchUp = await client.get<{ messages: { items: { id: number; message: string }[] } }>(
      `/api/conversations/${conversation.body.id}?after=${first.body.id}`,
      seller.token,
    );
    expect(catchUp.status).toBe(200);
    expect(catchUp.body.messages.items.map((message) => message.message)).toContain('While you were away');
    const live = await client.post<{ id: number }>(
      '/api/conversations/message-sent',
      { conversation_id: conversation.body.id, message: 'Back again' },
      buyerA.token,
    );
    await reconnected.next((message) => message.type === 'message' && message.message.id === live.body.id);
    reconnected.close();

    // No order half-written: each has its product line, and stock taken equals stock left.
    const { rows: written } = await db.query<{ id: number; status: string; lines: number; pieces: number }>(
      `select o.id, o.status, count(p.id)::int as lines, coalesce(sum(p.quantity), 0)::int as pieces
         from orders o left join order_products p on p.order_id = o.id
        where o.buyer_id = any($1::int[]) group by o.id`,
      [[buyerA.id, buyerB.id]],
    );
    expect(written.filter((order) => order.lines !== 1 || order.pieces !== 1)).toEqual([]);
    const answered = orders.filter((order) => order.status === 201).map((order) => order.orderId);
    expect(answered.every((id) => written.some((order) => order.id === id))).toBe(true);
    const held = written.filter((order) => order.status !== 'canceled').length;
    const { rows: offer } = await db.query<{ quantity: number }>(
      'select quantity from offers where id = $1',
      [offerId],
    );
    expect(offer[0]!.quantity + held).toBe(initialQuantity);

    report('fault-api-process-killed', {
      requests: samples.length,
      statuses: statusCounts(samples),
      failedAfterKill: failedAfterKill.length,
      failedAfterKillStatuses: statusCounts(failedAfterKill),
      lastFailureMsAfterKill: Math.max(0, ...failedAfterKill.map((sample) => sample.at - killedAt)),
      ordersAnswered201: answered.length,
      ordersOtherAnswers: statusCounts(orders.filter((order) => order.status !== 201) as never),
      ordersInDatabase: written.length,
      writesMissing: 0,
    });
  });

  it('Redis stopped and started: limits count in the database meanwhile, nothing crashes, chat between processes resumes', async () => {
    await restartStopped();
    const client = createClient(nginx.origin);
    const [alice, bob] = [await registerUser(client, 'ops_alice'), await registerUser(client, 'ops_bob')];
    const conversation = await client.post<{ id: number }>(
      `/api/conversations/${bob.id}`,
      undefined,
      alice.token,
    );
    expect([200, 201]).toContain(conversation.status);

    /** Alice's socket on one process and Bob's on the other (straight to each process). */
    const socketsOnBoth = async () => [
      await openSocket(`http://127.0.0.1:${apis[0]!.port}`, alice.token, newClientAddress()),
      await openSocket(`http://127.0.0.1:${apis[1]!.port}`, bob.token, newClientAddress()),
    ];
    const [aliceSocket, bobSocket] = await socketsOnBoth();
    const hello = await client.post<{ id: number }>(
      '/api/conversations/message-sent',
      { conversation_id: conversation.body.id, message: 'Hello before' },
      alice.token,
    );
    await bobSocket!.next((message) => message.type === 'message' && message.message.id === hello.body.id);

    await redis.stop();
    const downSince = performance.now();
    // Sockets are closed when the bus is lost, so that clients reconnect and catch up (decision 074).
    await waitFor('sockets closed', () => aliceSocket!.closed && bobSocket!.closed, 10_000);
    // Rate limits count in the database meanwhile: sign-in works, and its limit still holds
    // across both processes (five wrong passwords per account and client, then 429).
    const signIns = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const started = performance.now();
      const answer = await client.post('/api/sessions/create', {
        username: bob.username,
        password: bob.password,
      });
      signIns.push({ status: answer.status, ms: performance.now() - started, upstream: answer.upstream });
    }
    expect(signIns.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(Math.max(...signIns.map((answer) => answer.ms))).toBeLessThan(3_000);
    const attacker = createClient(nginx.origin);
    const wrong = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      wrong.push(
        await attacker.post('/api/sessions/create', { username: alice.username, password: 'wrong-Pass-1' }),
      );
    expect(wrong.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(new Set(wrong.map((answer) => answer.upstream)).size).toBe(2);
    // Chat messages are stored (and rate-limited) as usual; their live delivery waits for the bus.
    expect((await client.get('/api/notifications', alice.token)).status).toBe(200);
    const whileDown = await client.post<{ id: number }>(
      '/api/conversations/message-sent',
      { conversation_id: conversation.body.id, message: 'Sent while Redis was down' },
      alice.token,
    );
    expect(whileDown.status).toBe(201);
    expect(apis.every((api) => api.running())).toBe(true);

    await redis.start();
    const upAt = performance.now();
    // Recovered: new sockets on both processes, and a message from one reaches the other live.
    let resumedAt = 0;
    await waitFor(
      'chat between processes again',
      async () => {
        const [a, b] = await socketsOnBoth();
        try {
          const probe = await client.post<{ id: number }>(
            '/api/conversations/message-sent',
            { conversation_id: conversation.body.id, message: `Probe ${Date.now()}` },
            alice.token,
          );
          await b!.next(
            (message) => message.type === 'message' && message.message.id === probe.body.id,
            2_000,
          );
          resumedAt = performance.now();
          return true;
        } finally {
          a!.close();
          b!.close();
        }
      },
      30_000,
    );
    // The message sent while down is there for Bob's catch-up, and sign-in works again.
    const catchUp = await client.get<{ messages: { items: { message: string }[] } }>(
      `/api/conversations/${conversation.body.id}?after=${hello.body.id}`,
      bob.token,
    );
    expect(catchUp.body.messages.items.map((message) => message.message)).toContain(
      'Sent while Redis was down',
    );
    expect((await signIn(client, bob.username, bob.password)).token).not.toBe('');
    expect(apis.every((api) => api.running())).toBe(true);

    report('fault-redis-stopped', {
      downSeconds: seconds(upAt - downSince),
      signInsWhileDown: statusCounts(signIns as never),
      signInMsWhileDownMax: Math.round(Math.max(...signIns.map((answer) => answer.ms))),
      wrongPasswordsWhileDown: statusCounts(wrong as never),
      chatResumedSecondsAfterStart: seconds(resumedAt - upAt),
    });
  });
});
