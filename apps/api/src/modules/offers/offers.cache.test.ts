import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, secondConnection, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { createAccount, createCategory, createOffer, createOfferPhotos } from '../../test/factories.ts';

/**
 * The offer page's caches across API processes (decision 093): two apps on one database (on
 * PostgreSQL with TEST_DATABASE_URL, two pools and two listeners; on PGlite, one instance). Every
 * change the page shows reaches the other process's next reads through a keyed notification.
 */
describe(`the offer page across API processes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let first: TestApp;
  let second: TestApp;
  let sellerId: number;
  let categoryId: number;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp({ database: await secondConnection(first.database) });
    sellerId = (await createAccount(first.database.db, { firstName: 'Anna' })).id;
    categoryId = (await createCategory(first.database.db)).id;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** A published offer whose creation's notifications have arrived (they could empty a fresh entry). */
  const newOffer = async () => {
    const offer = await createOffer(first.database.db, { accountId: sellerId, categoryId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return offer;
  };
  const page = async (t: TestApp, id: number) => {
    const response = await t.anonymous.get(`/api/offers/${id}`);
    return { status: response.statusCode, body: response.json() };
  };
  const run = (query: ReturnType<typeof sql>) => first.database.db.execute(query);
  /** Both processes show `expected` on the next reads after the change. */
  const bothShow = async (id: number, expected: (body: Record<string, any>, status: number) => boolean) => {
    for (const t of [first, second]) {
      await eventually(async () => {
        const { status, body } = await page(t, id);
        return expected(body, status);
      });
    }
  };

  it('is answered from memory until a notification names the offer, and then only that offer is read again', async () => {
    const offer = await newOffer();
    const other = await newOffer();
    for (const t of [first, second]) {
      expect((await page(t, offer.id)).body.title).toBe(offer.title);
      expect((await page(t, other.id)).body.title).toBe(other.title);
    }
    // Unannounced writes stay unseen: the answer is cached.
    await run(sql`alter table offers disable trigger offers_update_cache_invalidation`);
    try {
      await run(sql`update offers set title = 'Unannounced' where id in (${offer.id}, ${other.id})`);
    } finally {
      await run(sql`alter table offers enable trigger offers_update_cache_invalidation`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await page(second, offer.id)).body.title).toBe(offer.title);

    // An edit of one offer empties its entry only.
    await run(sql`update offers set title = 'Edited' where id = ${offer.id}`);
    await bothShow(offer.id, (body) => body.title === 'Edited');
    expect((await page(second, other.id)).body.title).toBe(other.title);
  });

  it('shows a new photo, a promotion and the count of visits', async () => {
    const offer = await newOffer();
    for (const t of [first, second]) expect((await page(t, offer.id)).body.images).toEqual([]);
    await createOfferPhotos(first.database.db, offer, [{}]);
    await bothShow(offer.id, (body) => body.images.length === 1);

    // A paid extra is written onto the offer's row (decision 062).
    await run(sql`update offers set highlighted_until = now() + interval '7 days' where id = ${offer.id}`);
    await bothShow(offer.id, (body) => body.features.highlight === true);

    await first.anonymous.post('/api/stats/store-offers-visits', {
      data: [{ offer_id: offer.id, visits: 1 }],
    });
    expect((await page(second, offer.id)).body.visits).toBe(0);
    await first.app.flushVisits();
    await bothShow(offer.id, (body) => body.visits === 1);
  });

  it('stops showing a highlight when it runs out, with no write to announce it', async () => {
    const offer = await createOffer(first.database.db, {
      accountId: sellerId,
      categoryId,
      highlightedUntil: new Date(Date.now() + 1_000),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await page(second, offer.id)).body.features.highlight).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await page(second, offer.id)).body.features.highlight).toBe(false);
  });

  it("shows the seller's new name, a new review and a block", async () => {
    const offer = await newOffer();
    for (const t of [first, second]) {
      const { body } = await page(t, offer.id);
      expect(body.account.firstName).toBe('Anna');
      expect(body.stats.reviewsCount).toBe(0);
    }
    await run(sql`update accounts set first_name = 'Anne' where id = ${sellerId}`);
    await bothShow(offer.id, (body) => body.account.firstName === 'Anne');

    const reviewer = await createAccount(first.database.db);
    await run(sql`insert into reviews (region, target, reviewer_id, account_id, offer_id, rate, comment)
      values ('us', 'offer', ${reviewer.id}, ${sellerId}, ${offer.id}, 5, 'Great')`);
    await bothShow(offer.id, (body) => body.stats.reviewsCount === 1 && body.stats.reviewsAverage === 5);

    // Blocking closes the seller's offers (decision 087): the page is gone for everybody.
    const admin = await createAdmin(first.database.db);
    const blocked = await first.as(admin).post(`/api/admin/users/${sellerId}/block`, { reason: 'Fraud.' });
    expect(blocked.statusCode).toBe(200);
    await bothShow(offer.id, (_body, status) => status === 404);
  });

  it("shows its owner the owner's own edit at once, before the notification arrives", async () => {
    const owner = await createAccount(first.database.db);
    const offer = await createOffer(first.database.db, { accountId: owner.id, categoryId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const asOwner = second.as({ id: owner.id, region: 'us' });
    expect((await asOwner.get(`/api/offers/${offer.id}`)).json().title).toBe(offer.title);
    await run(sql`alter table offers disable trigger offers_update_cache_invalidation`);
    try {
      await run(sql`update offers set title = 'Mine, edited' where id = ${offer.id}`);
    } finally {
      await run(sql`alter table offers enable trigger offers_update_cache_invalidation`);
    }
    expect((await asOwner.get(`/api/offers/${offer.id}`)).json().title).toBe('Mine, edited');
  });
});
