import { randomBytes } from 'node:crypto';
import { LIMITS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestClock,
  secondConnection,
  type Caller,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/stats/store-offers-visits', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T10:00:00Z'));
  let offerId: number;
  let otherId: number;
  let draftId: number;
  let seller: number;
  let category: number;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const db = t.database.db;
    seller = (await createAccount(db)).id;
    category = (await createCategory(db)).id;
    offerId = (await createOffer(db, { accountId: seller, categoryId: category })).id;
    otherId = (await createOffer(db, { accountId: seller, categoryId: category })).id;
    draftId = (await createOffer(db, { accountId: seller, categoryId: category, status: 'draft' })).id;
  });
  afterAll(() => t.close());

  const store = (ids: number[], remoteAddress: string, visitor: Caller | null = null) =>
    t
      .as(visitor)
      .post(
        '/api/stats/store-offers-visits',
        { data: ids.map((id) => ({ offer_id: id, visits: 1 })) },
        { remoteAddress },
      );
  // Counted visits reach the offer's row when they are flushed (decision 093).
  const visitsOf = async (id: number) => {
    await t.app.flushVisits();
    return (
      await t.database.db.query.offers.findFirst({
        columns: { visits: true },
        where: (offers, { eq }) => eq(offers.id, id),
      })
    )?.visits;
  };

  it('counts one visit per offer per visitor and day, however often it is sent', async () => {
    for (let i = 0; i < 20; i++) expect((await store([offerId, offerId], '192.0.2.1')).statusCode).toBe(200);
    expect(await visitsOf(offerId)).toBe(1);

    // Another offer of the same visitor, and another visitor of the same offer, count.
    await store([offerId, otherId, draftId], '192.0.2.1');
    await store([offerId], '192.0.2.2');
    expect(await visitsOf(offerId)).toBe(2);
    expect(await visitsOf(otherId)).toBe(1);
    expect(await visitsOf(draftId)).toBe(0);

    // A signed-in visitor is their account, from any address.
    const visitor = await createAccount(t.database.db);
    for (const ip of ['192.0.2.1', '192.0.2.3', '192.0.2.4']) await store([offerId], ip, visitor);
    expect(await visitsOf(offerId)).toBe(3);

    // A new (UTC) day counts the same visitor again.
    clock.advance(DAY);
    await store([offerId], '192.0.2.1');
    expect(await visitsOf(offerId)).toBe(4);
  });

  it('counts a visitor once when two requests of theirs arrive at once', async () => {
    const id = (await createOffer(t.database.db, { accountId: seller, categoryId: category })).id;
    const answers = await Promise.all([store([id], '192.0.2.20'), store([id], '192.0.2.20')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await visitsOf(id)).toBe(1);
  });

  it('writes the counted visits in batches, not on each visit, and loses none as the app closes', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await createOffer(t.database.db, { accountId: seller, categoryId: category })).id);
    await store(ids, '192.0.2.30');
    await store(ids.slice(0, 2), '192.0.2.31');
    const rowVisits = async () =>
      (
        await t.database.db.query.offers.findMany({
          columns: { id: true, visits: true },
          where: (offers, { inArray }) => inArray(offers.id, ids),
          orderBy: (offers, { asc }) => asc(offers.id),
        })
      ).map((row) => row.visits);
    // Not written yet: the rows (and the offer pages cached from them) are untouched per visit.
    expect(await rowVisits()).toEqual([0, 0, 0]);
    expect(await t.app.flushVisits()).toBe(3);
    expect(await rowVisits()).toEqual([2, 2, 1]);
    expect(await t.app.flushVisits()).toBe(0);

    // A graceful stop flushes what is left.
    const closing = await buildTestApp({ database: await secondConnection(t.database) });
    await closing.anonymous.post(
      '/api/stats/store-offers-visits',
      { data: [{ offer_id: ids[2], visits: 1 }] },
      { remoteAddress: '192.0.2.32' },
    );
    await closing.close();
    expect(await rowVisits()).toEqual([2, 2, 2]);
  });

  it(`takes at most ${LIMITS.offerVisitsPerCall} offers a call`, async () => {
    const ids = Array.from({ length: LIMITS.offerVisitsPerCall + 1 }, (_, i) => 100_000 + i);
    const response = await store(ids, '192.0.2.9');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children.data.errors).toHaveLength(1);
    expect((await store(ids.slice(1), '192.0.2.9')).statusCode).toBe(200);
  });
});

/**
 * Two API processes counting and flushing at once (decision 093): with TEST_REDIS_URL both count
 * into one Redis hash and each flush takes its own share; without it each process counts in memory.
 */
describe(`visits counted by two processes (${process.env.TEST_REDIS_URL ? 'Redis' : 'memory'})`, () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env: Record<string, string> = process.env.TEST_REDIS_URL
      ? { REDIS_URL: process.env.TEST_REDIS_URL }
      : {};
    first = await buildTestApp({ env });
    second = await buildTestApp({ env, database: await secondConnection(first.database) });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('loses no visit when both flush at once, again and again', async () => {
    const db = first.database.db;
    const seller = await createAccount(db);
    const category = await createCategory(db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await createOffer(db, { accountId: seller.id, categoryId: category.id })).id);
    const data = ids.map((id) => ({ offer_id: id, visits: 1 }));
    // Addresses of this run only: the first-of-the-day counters in a shared Redis outlive a run.
    const network = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    for (let round = 0; round < 4; round++) {
      await Promise.all(
        [first, second].flatMap((t, process) =>
          Array.from({ length: 5 }, (_, visitor) =>
            t.anonymous.post(
              '/api/stats/store-offers-visits',
              { data },
              {
                remoteAddress: `${network}::${round}:${process}:${visitor}`,
              },
            ),
          ),
        ),
      );
      await Promise.all([first.app.flushVisits(), second.app.flushVisits(), first.app.flushVisits()]);
    }
    const rows = await db.query.offers.findMany({
      columns: { visits: true },
      where: (offers, { inArray }) => inArray(offers.id, ids),
    });
    // 4 rounds of 10 visitors each.
    expect(rows.map((row) => row.visits)).toEqual([40, 40, 40, 40, 40]);
  });
});
