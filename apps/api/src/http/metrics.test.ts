import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { chatUser, accessTokenOf, openSocket } from '../test/chat.ts';
import { createCategory, createOffer } from '../test/factories.ts';
import { payInSandbox, placeOrder } from '../test/orders.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = /\{([^}]*)\}/.exec(line)?.[1] ?? '';
    if (Object.entries(labels).every(([key, value]) => labelText.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describe('metrics (decision 106)', () => {
  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    const scrape = async () => {
      const response = await t.anonymous.get('/metrics', {
        region: null,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };

    beforeAll(async () => {
      t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN }, startJobQueue: true });
    });
    afterAll(() => t.close());

    it('refuses a scraper without the token or with another one, in the error format', async () => {
      for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
        const response = await t.anonymous.get('/metrics', { region: null, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 401, message: expect.any(String) });
        expect(response.body).not.toContain('marketplace_');
      }
    });

    it('times requests per route pattern, never per raw URL', async () => {
      await t.anonymous.get('/api/offers/2147483000');
      await t.anonymous.get('/api/offers/2147483001');
      await t.anonymous.get('/api/no-such-route/123');
      const text = await scrape();
      const offer = { method: 'GET', route: '/api/offers/:id', status_code: '404' };
      expect(sample(text, 'marketplace_http_request_duration_seconds_count', offer)).toBe(2);
      expect(sample(text, 'marketplace_http_request_duration_seconds_bucket', { ...offer, le: '+Inf' })).toBe(
        2,
      );
      expect(sample(text, 'marketplace_http_request_duration_seconds_count', { route: 'unmatched' })).toBe(1);
      expect(text).not.toContain('2147483000');
      expect(text).not.toContain('no-such-route');
      // The process's own figures come along.
      expect(text).toContain('process_cpu_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    });

    it('reports the database pool where the driver has one', async () => {
      const text = await scrape();
      if (t.database.kind === 'postgres') {
        expect(sample(text, 'marketplace_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
        expect(sample(text, 'marketplace_db_pool_connections', { state: 'idle' })).toEqual(
          expect.any(Number),
        );
        expect(sample(text, 'marketplace_db_pool_connections', { state: 'waiting' })).toBe(0);
      } else {
        expect(text).not.toContain('marketplace_db_pool_connections');
      }
    });

    it("counts each cache's hits and misses: a repeated search is a hit", async () => {
      const lookups = async (result: string) =>
        sample(await scrape(), 'marketplace_cache_lookups_total', { cache: 'search answers', result }) ?? 0;
      const [hits, misses] = [await lookups('hit'), await lookups('miss')];
      const body = { phrase: `metrics-${Date.now()}` };
      for (let i = 0; i < 3; i++) {
        expect((await t.anonymous.post('/api/search/offers', body)).statusCode).toBe(200);
      }
      expect(await lookups('miss')).toBe(misses + 1);
      expect(await lookups('hit')).toBe(hits + 2);
    });

    it('counts open sockets, all and authenticated', async () => {
      const user = await chatUser(t);
      const guest = await openSocket(t);
      const member = await openSocket(t, { token: await accessTokenOf(t, user) });
      let text = await scrape();
      expect(sample(text, 'marketplace_websockets_open', { kind: 'all' })).toBe(2);
      expect(sample(text, 'marketplace_websockets_open', { kind: 'authenticated' })).toBe(1);
      guest.close();
      member.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      text = await scrape();
      expect(sample(text, 'marketplace_websockets_open', { kind: 'all' })).toBe(0);
      expect(sample(text, 'marketplace_websockets_open', { kind: 'authenticated' })).toBe(0);
    });

    it('shows the job queue per queue and state, and counts failed handler runs', async () => {
      await t.app.jobQueue.work('metrics-test-failing', async () => {
        throw new Error('fails on purpose');
      });
      await t.app.jobQueue.send('metrics-test-waiting', {}, { startAfter: new Date(Date.now() + 3_600_000) });
      await t.app.jobQueue.send('metrics-test-failing', {}, { retryLimit: 0 });
      let text = '';
      for (let tries = 0; tries < 50; tries += 1) {
        text = await scrape();
        if (sample(text, 'marketplace_job_failures_total', { queue: 'metrics-test-failing' }) === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(sample(text, 'marketplace_job_failures_total', { queue: 'metrics-test-failing' })).toBe(1);
      expect(sample(text, 'marketplace_jobs', { queue: 'metrics-test-waiting', state: 'created' })).toBe(1);
      for (let tries = 0; tries < 50; tries += 1) {
        text = await scrape();
        if (sample(text, 'marketplace_jobs', { queue: 'metrics-test-failing', state: 'failed' }) === 1) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(sample(text, 'marketplace_jobs', { queue: 'metrics-test-failing', state: 'failed' })).toBe(1);
    });

    it('shows the events waiting and counts failed event handlers by topic', async () => {
      t.app.events.handle('metrics.test-failing', async () => {
        throw new Error('fails on purpose');
      });
      const { createEventsRepository } = await import('../modules/events/events.repository.ts');
      const events = createEventsRepository(t.database.db);
      await events.emit('metrics.test-later', {}, { runAt: new Date(Date.now() + 3_600_000) });
      await events.emit('metrics.test-failing', {});
      await t.drainEvents();
      const text = await scrape();
      expect(sample(text, 'marketplace_event_failures_total', { topic: 'metrics.test-failing' })).toBe(1);
      // The failed one waits for its retry, the later one for its time.
      expect(sample(text, 'marketplace_events_pending', { state: 'scheduled' })).toBe(2);
      expect(sample(text, 'marketplace_events_pending', { state: 'retrying' })).toBe(1);
      expect(sample(text, 'marketplace_events_pending', { state: 'due' })).toBe(0);
    });

    it('counts payment outcomes once each: a success and a decline', async () => {
      const seller = await chatUser(t);
      const buyer = await chatUser(t);
      const categoryId = (await createCategory(t.database.db)).id;
      const offer = await createOffer(t.database.db, { accountId: seller.id, categoryId, quantity: 5 });
      // One order at a time: a buyer's new order of the same seller cancels an unpaid one.
      const paid = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
      expect((await payInSandbox(t, buyer, paid.payment.gatewayData.clientSecret)).json().status).toBe(
        'succeeded',
      );
      const declined = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
      const answer = await payInSandbox(
        t,
        buyer,
        declined.payment.gatewayData.clientSecret,
        '4000000000000002',
      );
      expect(answer.json().status).toBe('requires_payment_method');
      // Paying the paid one again changes nothing, and counts nothing.
      await payInSandbox(t, buyer, paid.payment.gatewayData.clientSecret);
      const text = await scrape();
      const order = { provider: 'sandbox', purpose: 'order' };
      expect(sample(text, 'marketplace_payment_outcomes_total', { ...order, outcome: 'succeeded' })).toBe(1);
      expect(sample(text, 'marketplace_payment_outcomes_total', { ...order, outcome: 'declined' })).toBe(1);
    });
  });

  describe('with the search cache off (SEARCH_CACHE_ENTRIES=0, as the search benchmark runs)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, SEARCH_CACHE_ENTRIES: '0' } });
    });
    afterAll(() => t.close());

    it('runs every search: each lookup is a miss', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await t.anonymous.post('/api/search/offers', { phrase: 'kayak' })).statusCode).toBe(200);
      }
      const text = (
        await t.anonymous.get('/metrics', { region: null, headers: { authorization: `Bearer ${TOKEN}` } })
      ).body;
      expect(
        sample(text, 'marketplace_cache_lookups_total', { cache: 'search answers', result: 'miss' }),
      ).toBe(3);
      expect(
        sample(text, 'marketplace_cache_lookups_total', { cache: 'search answers', result: 'hit' }),
      ).toBe(0);
    });
  });

  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('has no /metrics: the documented 404', async () => {
      const response = await t.anonymous.get('/metrics', {
        region: null,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: 'Not Found' });
    });
  });
});
