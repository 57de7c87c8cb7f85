import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestClock, createTestDatabase } from '../../test/build-test-app.ts';
import { createDatabaseRateLimitStore } from './database-rate-limit-store.ts';
import { createFallbackRateLimitStore } from './fallback-rate-limit-store.ts';
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

  it('takes hits that can be given back, and does not count refused ones, even at once', async () => {
    const store = await createStore();
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const [a, b] = [createRateLimiter(store, clock), createRateLimiter(store, clock)];
    const key = `take-${Math.random()}`;
    const limit = { max: 5, windowMs: 60_000 };
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take('take', key, limit)),
    );
    const allowed = taken.filter((hit) => hit.allowed);
    expect(allowed).toHaveLength(5);
    // Two turn out not to count: two more hits fit, and no more (the refused fifteen never counted).
    await Promise.all(allowed.slice(0, 2).map((hit) => hit.giveBack()));
    expect((await a.take('take', key, limit)).allowed).toBe(true);
    expect((await b.take('take', key, limit)).allowed).toBe(true);
    expect(await a.take('take', key, limit)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Giving back never goes below zero, nor brings back an expired counter.
    clock.advance(60_000);
    await Promise.all(allowed.map((hit) => hit.giveBack()));
    for (let i = 0; i < 5; i++) expect((await a.take('take', key, limit)).allowed).toBe(true);
    expect((await a.take('take', key, limit)).allowed).toBe(false);
    await store.close();
  });
});

describe.each(stores)('claims in the %s store (a used proof of work, decision 134)', (_kind, createStore) => {
  it('are won once, by one of many concurrent claims in two processes, until they expire', async () => {
    const store = await createStore();
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const [a, b] = [createRateLimiter(store, clock), createRateLimiter(store, clock)];
    const key = `signature-${Math.random()}`;
    const until = new Date(clock().getTime() + 120_000);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claim('used', key, until)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await a.claim('used', key, until)).toBe(false);
    expect(await a.claim('used', `${key}-other`, until)).toBe(true);
    // Still claimed across any window boundary, until its own end.
    clock.advance(119_000);
    expect(await b.claim('used', key, until)).toBe(false);
    await store.close();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits of two deployments sharing one Redis', () => {
  it('are counted apart: the same key in another deployment is another counter', async () => {
    const [ours, theirs] = [
      createRedisRateLimitStore(process.env.TEST_REDIS_URL!, `marketplace:ours${Math.random()}:`),
      createRedisRateLimitStore(process.env.TEST_REDIS_URL!, `marketplace:theirs${Math.random()}:`),
    ];
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const key = `account-1:203.0.113.${Math.floor(Math.random() * 250)}`;
    const limit = { max: 2, windowMs: 60_000 };
    const [a, b] = [createRateLimiter(ours, clock), createRateLimiter(theirs, clock)];
    for (let i = 0; i < 2; i++) expect(await a.hit('login', key, limit)).toEqual({ allowed: true });
    expect(await a.hit('login', key, limit)).toMatchObject({ allowed: false });
    expect(await b.hit('login', key, limit)).toEqual({ allowed: true });
    await Promise.all([ours.close(), theirs.close()]);
  });
});

describe('rate limits while Redis cannot be reached (decision 110)', () => {
  it('are counted in the database instead, still shared by every process, and nobody is refused for the outage', async () => {
    const handle = await createTestDatabase();
    handles.push(handle);
    // Nothing listens on port 1: the Redis store is never connected after its first failure.
    const unreachable = createRedisRateLimitStore('redis://127.0.0.1:1');
    const fallbacks: unknown[] = [];
    const [one, two] = [0, 1].map(() =>
      createFallbackRateLimitStore(unreachable, createDatabaseRateLimitStore(handle.db), (error) =>
        fallbacks.push(error),
      ),
    );
    const clock = createTestClock(new Date('2026-01-01T00:00:00Z'));
    const [a, b] = [createRateLimiter(one!, clock), createRateLimiter(two!, clock)];
    const limit = { max: 3, windowMs: 60_000 };
    const outcomes = [];
    for (let i = 0; i < 4; i++)
      outcomes.push(await (i % 2 ? a : b).hit('login', 'account-1:203.0.113.9', limit));
    expect(outcomes).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 60 },
    ]);
    // The first call tried Redis and failed over; later ones went straight to the database.
    expect(fallbacks).toHaveLength(1);
    expect(unreachable.connected()).toBe(false);
    await unreachable.close();
  });
});
