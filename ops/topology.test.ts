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
  type Answer,
  type Socket,
  type User,
} from './lib/client.ts';
import {
  newAuthSecret,
  removeTempDir,
  startApi,
  startNginx,
  tempDir,
  waitFor,
  webRoot,
  type ApiProcess,
  type Nginx,
} from './lib/processes.ts';
import { report } from './lib/report.ts';

/**
 * The production topology on this machine's PostgreSQL and Redis (decision 108): nginx with
 * deploy/nginx/marketplace.conf in front of two API processes in production mode, a fresh database
 * of the test's own, and a journey through nginx only.
 */
const PG_SERVER = (process.env.OPS_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/$/,
  '',
);
const REDIS_URL = process.env.OPS_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = `ops_topology_${process.pid}_${Date.now().toString(36)}`;

let admin: pg.Client;
let db: pg.Client;
const apis: ApiProcess[] = [];
let nginx: Nginx;
let mediaDir: string;
let web: string;
const startedAt = Date.now();

beforeAll(async () => {
  admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  await admin.query(`create database ${DATABASE}`);
  const databaseUrl = `${PG_SERVER}/${DATABASE}`;
  mediaDir = tempDir('media');
  const authSecret = newAuthSecret();
  web = webRoot();
  const env = { WEB_DIST_DIR: web };
  // The first process migrates and loads the demo data (categories); the second finds them.
  apis.push(await startApi({ databaseUrl, redisUrl: REDIS_URL, mediaDir, authSecret, env }));
  apis.push(await startApi({ databaseUrl, redisUrl: REDIS_URL, mediaDir, authSecret, env }));
  nginx = await startNginx(
    apis.map((api) => api.port),
    web,
  );
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await nginx?.stop();
  await Promise.all(apis.map((api) => api.stop()));
  if (mediaDir) removeTempDir(mediaDir);
  if (web) removeTempDir(web);
  if (admin) {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
});

const upstreams = (answers: Answer[]) => new Set(answers.map((answer) => answer.upstream));

describe('two API processes behind nginx', () => {
  let seller: User;
  let buyer: User;
  let offerId: number;
  let sellerSocket: Socket;
  let buyerSocket: Socket;
  const client = () => createClient(nginx.origin);

  it('serves pages and the API through nginx, spreading requests over both processes', async () => {
    const visitor = client();
    const answers = await Promise.all(Array.from({ length: 6 }, () => visitor.get('/api/sales-channel')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(upstreams(answers)).toEqual(new Set(apis.map((api) => `127.0.0.1:${api.port}`)));
    const page = await fetch(`${nginx.origin}/`, { headers: { host: 'us.localhost' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    // A hashed asset comes from disk (nginx), not from an API process.
    const html = await page.text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const file = await fetch(`${nginx.origin}${asset}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toContain('immutable');
    expect(file.headers.get('x-upstream')).toBeNull();
  });

  it('registers (confirmed through the outbox), publishes and finds the offer in search', async () => {
    const visitor = client();
    seller = await registerUser(visitor, 'ops_seller');
    buyer = await registerUser(client(), 'ops_buyer');
    const category = await productCategory(visitor);
    const word = `Topology${Date.now().toString(36)}`;
    offerId = await publishedOffer(visitor, seller, category, `${word} lamp in working order`, 5);
    await waitFor('the offer in search', async () => {
      const found = await visitor.post<{ items: { id: number }[] }>('/api/search/offers', { phrase: word });
      return found.status === 200 && found.body.items.some((item) => item.id === offerId);
    });
  });

  it('puts the two users’ sockets on different processes', async () => {
    sellerSocket = await openSocket(nginx.origin, seller.token, newClientAddress());
    // nginx hands connections out in turn: open the buyer's until it lands on the other process.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      buyerSocket = await openSocket(nginx.origin, buyer.token, newClientAddress());
      if (buyerSocket.upstream !== sellerSocket.upstream) break;
      buyerSocket.close();
    }
    expect(sellerSocket.upstream).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(buyerSocket.upstream).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(buyerSocket.upstream).not.toBe(sellerSocket.upstream);
  });

  it('buys with the sandbox card, and the seller is notified live on the other process', async () => {
    const { created, paid, orderId } = await buy(client(), buyer, offerId);
    expect(created.status).toBe(201);
    expect(paid?.status).toBe(200);
    expect(paid?.body).toEqual({ status: 'succeeded' });
    await waitFor('the order paid', async () => {
      const order = await client().get<{ status: string }>(`/api/orders/bought/${orderId}`, buyer.token);
      return order.body.status === 'paid';
    });
    await sellerSocket.next((message) => message.type === 'notification');
    const notifications = await client().get<{ items: unknown[] }>('/api/notifications', seller.token);
    expect(notifications.status).toBe(200);
    expect(notifications.body.items.length).toBeGreaterThan(0);
  });

  it('carries chat messages between sockets held by different processes', async () => {
    const visitor = client();
    const conversation = await visitor.post<{ id: number }>(
      `/api/conversations/${seller.id}/${offerId}`,
      undefined,
      buyer.token,
    );
    expect([200, 201]).toContain(conversation.status);
    const sent = await visitor.post(
      '/api/conversations/message-sent',
      { conversation_id: conversation.body.id, message: 'Is it still available?' },
      buyer.token,
    );
    expect(sent.status).toBe(201);
    await sellerSocket.next(
      (message) => message.type === 'message' && message.message.message === 'Is it still available?',
    );
    const reply = await visitor.post(
      '/api/conversations/message-sent',
      { conversation_id: conversation.body.id, message: 'Yes, it is.' },
      seller.token,
    );
    expect(reply.status).toBe(201);
    await buyerSocket.next(
      (message) => message.type === 'message' && message.message.message === 'Yes, it is.',
    );
    sellerSocket.close();
    buyerSocket.close();
  });

  it('counts a per-client limit across both processes, against the address nginx passes on', async () => {
    const attacker = client();
    const attempts: Answer[] = [];
    // Five wrong passwords per account and client address (sessions/login-throttle.ts), then 429.
    for (let attempt = 0; attempt < 6; attempt += 1)
      attempts.push(
        await attacker.post('/api/sessions/create', { username: buyer.username, password: 'wrong-Pass-1' }),
      );
    expect(attempts.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(upstreams(attempts).size).toBe(2);
    // Another client (another address in X-Forwarded-For, appended to by nginx) is not locked out.
    const other = await client().post('/api/sessions/create', {
      username: buyer.username,
      password: 'wrong-Pass-1',
    });
    expect(other.status).toBe(401);
  });

  it('runs a timed job once per occurrence although both processes schedule it', async () => {
    const ran = async () =>
      (
        await db.query<{ minute: string; jobs: number; completed: number }>(
          `select date_trunc('minute', created_on) as minute, count(*)::int as jobs,
                  count(*) filter (where state = 'completed')::int as completed
             from pgboss.job where name = 'close-expired-offers' group by 1 order by 1`,
        )
      ).rows;
    await waitFor(
      'a run of close-expired-offers',
      async () => (await ran()).some((row) => row.completed > 0),
      90_000,
    );
    const occurrences = await ran();
    for (const occurrence of occurrences) expect(occurrence.jobs, JSON.stringify(occurrence)).toBe(1);
    report('topology', {
      apiProcesses: apis.length,
      timedJobOccurrences: occurrences.length,
      wallSeconds: Math.round((Date.now() - startedAt) / 1000),
    });
  });
});
