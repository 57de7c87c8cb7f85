import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestClock, createTestDatabase } from '../../test/build-test-app.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.ts';
import { createRateLimiter, type RateLimitStore } from './rate-limiter.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

const LIMIT = { max: 3, windowMs: 60_000 };
const handles: DatabaseHandle[] = [];
afterAll(() => Promise.all(handles.map((handle) => handle.close())));

const stores: [string, () => Promise<RateLimitStore>][] = [
  [
    'database',
    async () => {
      const handle = await createTestDatabase();
      handles.push(handle);
      return createDatabaseRateLimitStore(handle.db);
    },
  ],
];
// CI sets TEST_REDIS_URL (.ci/run); a machine without Redis runs the database store only.
if (process.env.TEST_REDIS_URL) {
  stores.push(['redis', async () => createRedisRateLimitStore(process.env.TEST_REDIS_URL!)]);
}

describe.each(stores)('rate limits in the %s store', (_kind, createStore) => {
  it('lets a key make max hits a window, then refuses with the seconds left, per key', async () => {
    const store = await createStore();
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const limiter = createRateLimiter(store, clock);
    const key = `203.0.113.${Math.floor(Math.random() * 1e9)}`;
    for (let i = 0; i < 3; i++) expect(await limiter.hit('test', key, LIMIT)).toEqual({ allowed: true });
    expect(await limiter.hit('test', `${key}-other`, LIMIT)).toEqual({ allowed: true });
    expect(await limiter.hit('other-limit', key, LIMIT)).toEqual({ allowed: true });

    clock.advance(15_000);
    expect(await limiter.hit('test', key, LIMIT)).toEqual({ allowed: false, retryAfterSeconds: 45 });

    clock.advance(45_000);
    expect(await limiter.hit('test', key, LIMIT)).toEqual({ allowed: true });
    await store.close();
  });

  it('counts concurrent hits exactly once each (two limiters sharing one store, as two processes)', async () => {
    const store = await createStore();
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const [a, b] = [createRateLimiter(store, clock), createRateLimiter(store, clock)];
    const key = `race-${Math.random()}`;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('race', key, { max: 5, windowMs: 60_000 })),
    );
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(5);
    await store.close();
  });
});
