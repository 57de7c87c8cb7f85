import { LIMITS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/stats/store-offers-visits', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-03-10T10:00:00Z'));
  let offerId: number;
  let otherId: number;
  let draftId: number;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const db = t.database.db;
    const seller = await createAccount(db);
    const category = await createCategory(db);
    offerId = (await createOffer(db, { accountId: seller.id, categoryId: category.id })).id;
    otherId = (await createOffer(db, { accountId: seller.id, categoryId: category.id })).id;
    draftId = (await createOffer(db, { accountId: seller.id, categoryId: category.id, status: 'draft' })).id;
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

  it(`takes at most ${LIMITS.offerVisitsPerCall} offers a call`, async () => {
    const ids = Array.from({ length: LIMITS.offerVisitsPerCall + 1 }, (_, i) => 100_000 + i);
    const response = await store(ids, '192.0.2.9');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children.data.errors).toHaveLength(1);
    expect((await store(ids.slice(1), '192.0.2.9')).statusCode).toBe(200);
  });
});
