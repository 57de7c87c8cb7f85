import { createMemoryBatchCounter } from '../../adapters/counters/memory-batch-counter.ts';
import { SearchOffersInputSchema, type SearchOffersResultDto } from '@marketplace/contract';
import { eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitStore } from '../../adapters/rate-limits/create-rate-limit-store.ts';
import { createRateLimiter } from '../../adapters/rate-limits/rate-limiter.ts';
import { createStorage } from '../../adapters/storage/create-storage.ts';
import { offers, searchPhraseCounts } from '../../db/schema/index.ts';
import { createCaches } from '../../shared/caches.ts';
import { systemClock } from '../../shared/clock.ts';
import { createFirstToday } from '../../shared/visitors.ts';
import { buildTestApp, secondConnection, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { accountReads } from '../accounts/index.ts';
import { createCategoriesRepository } from '../categories/categories.repository.ts';
import { createCategoriesService } from '../categories/categories.service.ts';
import { createOffersRepository } from '../offers/offers.repository.ts';
import { createOffersService } from '../offers/offers.service.ts';
import { createReviewsRepository } from '../reviews/reviews.repository.ts';
import { createReviewsService } from '../reviews/reviews.service.ts';
import { publishedOfferCounts } from './search.reads.ts';
import { createSearchRepository, type SearchRepository } from './search.repository.ts';
import { createSearchService } from './search.service.ts';

/**
 * Search answers cached per process (docs/decisions/094), across two API processes on one
 * database: on PostgreSQL (TEST_DATABASE_URL) two apps with a pool and a listener each; on PGlite,
 * two apps on the same instance.
 */
describe(`search answers cached across API processes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let first: TestApp;
  let second: TestApp;
  let kayak: number;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp({ database: await secondConnection(first.database) });
    const db = first.database.db;
    const seller = await createAccount(db);
    const boats = await createCategory(db, { name: 'Boats' });
    kayak = (
      await createOffer(db, {
        accountId: seller.id,
        categoryId: boats.id,
        title: 'Sea kayak',
        status: 'draft',
        publishedAt: null,
      })
    ).id;
    // On PostgreSQL the inserts' notifications travel on their own connection: let them arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const kayaks = async (t: TestApp, ip = '192.0.2.1') => {
    const response = await t.anonymous.post('/api/search/offers', { phrase: 'kayak' }, { remoteAddress: ip });
    expect(response.statusCode).toBe(200);
    return (response.json() as SearchOffersResultDto).items.map((item) => item.title);
  };
  const setStatus = (status: 'published' | 'closed') =>
    first.database.db
      .update(offers)
      .set({ status, publishedAt: new Date(), closedAt: status === 'closed' ? new Date() : null })
      .where(eq(offers.id, kayak));
  /**
   * The notifications of writes to offers and to the per-category counts (those of migration
   * 0012, and any an offers trigger sends), switched off for `write`: the caches hear nothing.
   */
  const unannounced = async (write: () => Promise<unknown>) => {
    const toggle = (enable: boolean) =>
      first.database.db.execute(
        sql.raw(`do $$ declare t record; begin
          for t in select tgrelid::regclass::text as tbl, tgname from pg_trigger
            where tgname like '%cache_invalidation' and tgrelid in ('offers'::regclass, 'offer_category_counts'::regclass)
          loop execute format('alter table %s ${enable ? 'enable' : 'disable'} trigger %I', t.tbl, t.tgname); end loop;
        end $$`),
      );
    await toggle(false);
    try {
      await write();
    } finally {
      await toggle(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  };

  it('answers a repeated search from memory until the offers change, in every process', async () => {
    expect(await kayaks(first)).toEqual([]);
    expect(await kayaks(second)).toEqual([]);

    // Published without a notification: both keep their cached answer.
    await unannounced(() => setStatus('published'));
    expect(await kayaks(first)).toEqual([]);
    expect(await kayaks(second)).toEqual([]);

    // The answers are built from offers: a notification naming the table empties them everywhere.
    await first.database.db.execute(sql`select pg_notify('cache_invalidation', 'offers')`);
    for (const t of [first, second]) await eventually(async () => (await kayaks(t)).length === 1);

    // An edit of a published offer (not changing which are published) empties them too, through the
    // offers trigger's `offers:<id>` (migration 0030).
    await first.database.db.update(offers).set({ title: 'Sea kayak, red' }).where(eq(offers.id, kayak));
    for (const t of [first, second])
      await eventually(async () => (await kayaks(t)).join() === 'Sea kayak, red');
    await first.database.db.update(offers).set({ title: 'Sea kayak' }).where(eq(offers.id, kayak));
    for (const t of [first, second]) await eventually(async () => (await kayaks(t)).join() === 'Sea kayak');

    // Closing changes the set of published offers (offer_category_counts): forgotten everywhere.
    await setStatus('closed');
    for (const t of [first, second]) await eventually(async () => (await kayaks(t)).length === 0);

    // Publishing again: found again everywhere.
    await setStatus('published');
    for (const t of [first, second]) await eventually(async () => (await kayaks(t)).join() === 'Sea kayak');
  });

  it('counts a phrase searched by each visitor, whether the answer was cached or not', async () => {
    const counted = async () => {
      const rows = await first.database.db
        .select({ searches: searchPhraseCounts.searches })
        .from(searchPhraseCounts)
        .where(eq(searchPhraseCounts.display, 'kayak'));
      return rows.reduce((sum, row) => sum + row.searches, 0);
    };
    const before = await counted();
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect(await kayaks(first, ip)).toEqual(['Sea kayak']);
    }
    expect(await counted()).toBe(before + 3);
  });
});

describe('search answers sent from the cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const seller = await createAccount(db);
    const category = await createCategory(db, { name: 'Paddles' });
    for (let n = 0; n < 20; n++) {
      await createOffer(db, { accountId: seller.id, categoryId: category.id, title: `Carbon paddle ${n}` });
    }
  });
  afterAll(() => t.close());

  it('sends the same JSON, compressed when the client accepts it', async () => {
    const searchWith = (headers: Record<string, string>) =>
      t.anonymous.post('/api/search/offers', { phrase: 'paddle' }, { headers });
    const plain = await searchWith({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().pagination).toEqual({ currentPage: 1, totalPages: 1, totalItems: 20 });
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await searchWith({ 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toContain('Accept-Encoding');
      const body =
        encoding === 'br' ? brotliDecompressSync(compressed.rawPayload) : gunzipSync(compressed.rawPayload);
      expect(body.toString()).toBe(plain.body);
    }
  });
});

describe('search answers cached while the offers change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps no answer read before an invalidation', async () => {
    const db = t.database.db;
    const seller = await createAccount(db);
    const canoes = await createCategory(db, { name: 'Canoes' });
    const canoe = await createOffer(db, {
      accountId: seller.id,
      categoryId: canoes.id,
      title: 'Red canoe',
      status: 'draft',
      publishedAt: null,
    });

    // The real service and repository, the repository's read held until the test lets it go.
    const storage = createStorage(t.env);
    const rateLimiter = createRateLimiter(createRateLimitStore(t.env, db), systemClock);
    const firstToday = createFirstToday(rateLimiter, t.env.AUTH_SECRET, systemClock);
    const categories = createCategoriesService({
      categoriesRepository: createCategoriesRepository(db, { publishedOfferCounts }),
    });
    const caches = createCaches();
    const real = createSearchRepository(db);
    let held: Promise<void> | null = null;
    let counted = false;
    const searchRepository: SearchRepository = {
      ...real,
      async countsAndPage(criteria, page) {
        const answer = await real.countsAndPage(criteria, page);
        counted = true;
        await held;
        return answer;
      },
    };
    const search = createSearchService({
      searchRepository,
      offers: createOffersService({
        offersRepository: createOffersRepository(db, accountReads),
        storage,
        categories,
        rateLimiter,
        firstToday,
        clock: systemClock,
        reviewsOf: createReviewsService({
          reviewsRepository: createReviewsRepository(db, accountReads),
          storage,
        }).summaryOf,
        visitCounter: createMemoryBatchCounter(),
      }),
      categories,
      clock: systemClock,
      log: { warn: () => undefined },
      firstToday,
      caches,
    });
    const canoesFound = () =>
      search.search('us', SearchOffersInputSchema.parse({ phrase: 'canoe' }), 1, {
        accountId: null,
        ip: '::1',
      });

    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    const early = canoesFound();
    await eventually(() => counted);
    // Read before the publication; the invalidation comes while the search is still answering.
    await db
      .update(offers)
      .set({ status: 'published', publishedAt: new Date() })
      .where(eq(offers.id, canoe.id));
    caches.invalidate('offer_category_counts');
    held = null;
    release();
    expect((await early).pagination.totalItems).toBe(0);
    expect((await canoesFound()).items.map((item) => item.title)).toEqual(['Red canoe']);
  });
});
