import { afterAll, describe, expect, it } from 'vitest';
import { createDatabaseRateLimitStore } from '../adapters/rate-limits/database-rate-limit-store.ts';
import { createRateLimiter, type RateLimitStore } from '../adapters/rate-limits/rate-limiter.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestClock, createTestDatabase } from '../test/build-test-app.ts';
import { createFirstToday } from './visitors.ts';

const SECRET = 'visitors-test-secret-visitors-test-secret';
const handles: DatabaseHandle[] = [];
afterAll(() => Promise.all(handles.map((handle) => handle.close())));

/** The database store, with a count of the increments that reach it. */
async function countedStore(): Promise<RateLimitStore & { increments: number }> {
  const handle = await createTestDatabase();
  handles.push(handle);
  const store = createDatabaseRateLimitStore(handle.db);
  const counted = {
    ...store,
    increments: 0,
    increment: (key: string, window: { end: Date; remainingMs: number }) => {
      counted.increments += 1;
      return store.increment(key, window);
    },
  };
  return counted;
}

describe('firstToday', () => {
  const visitor = { accountId: null, ip: '203.0.113.7' };

  it('answers yes once per visitor, subject and UTC day, across processes sharing the store', async () => {
    const store = await countedStore();
    const clock = createTestClock(new Date('2026-03-01T22:00:00Z'));
    const newProcess = () => createFirstToday(createRateLimiter(store, clock), SECRET, clock);
    const [one, other] = [newProcess(), newProcess()];

    expect(await one('offer-visit', visitor, '1')).toBe(true);
    expect(await other('offer-visit', visitor, '1')).toBe(false);
    expect(await one('offer-visit', visitor, '2')).toBe(true);
    expect(await one('offer-visit', { ...visitor, ip: '203.0.113.8' }, '1')).toBe(true);
    expect(await one('search-phrase', visitor, '1')).toBe(true);

    clock.advance(2 * 60 * 60 * 1000); // past midnight UTC
    expect(await other('offer-visit', visitor, '1')).toBe(true);
    expect(await one('offer-visit', visitor, '1')).toBe(false);
  });

  it('answers a repeat in the same process without writing to the store', async () => {
    const store = await countedStore();
    const clock = createTestClock(new Date('2026-03-01T10:00:00Z'));
    const firstToday = createFirstToday(createRateLimiter(store, clock), SECRET, clock);

    expect(await firstToday('offer-visit', visitor, '1')).toBe(true);
    for (let i = 0; i < 5; i++) expect(await firstToday('offer-visit', visitor, '1')).toBe(false);
    expect(store.increments).toBe(1);
  });
});
