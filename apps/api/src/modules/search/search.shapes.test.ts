import { REGIONS, type SearchOffersResultDto } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveQueries } from '../../../../../bench/search/queries.ts';
import { generateOffers } from '../../../../../bench/shared/generate-offers.ts';
import { discardStorage } from '../../../../../bench/shared/load-offers.ts';
import { accounts, categories, offers } from '../../db/schema/index.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';

/** One fixed moment for the seed, the synthetic offers and the searches: the answers never drift. */
const NOW = new Date('2026-11-20T12:00:00.000Z');
/** Synthetic offers per edition: enough for every query of the mix to find something. */
const OFFERS = 3_000;

/**
 * Every query shape of the search benchmark (`bench/search/queries.ts`) on a small data set made
 * the benchmark's way: hits, their order and distance, the total and the facet counts are the ones
 * recorded in the snapshot, so a change to how the SQL is built or planned cannot change an answer
 * unnoticed (docs/decisions/094).
 */
describe('the benchmark search shapes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ clock: createTestClock(NOW) });
    const db = t.database.db;
    await seedDemoData({ db, storage: discardStorage, log: { info: () => undefined }, now: NOW });
    for (const region of REGIONS) {
      const subcategories = await db
        .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.region, region));
      const sellers = await db
        .select({ id: accounts.id, type: accounts.type, role: accounts.role, status: accounts.status })
        .from(accounts)
        .where(eq(accounts.region, region))
        .orderBy(accounts.id);
      const context = {
        region,
        categoryIds: new Map(subcategories.filter((c) => c.parentId !== null).map((c) => [c.slug, c.id])),
        sellers: sellers.filter((s) => s.role !== 'admin' && s.status === 'active'),
      };
      const rows = [...generateOffers(context, OFFERS, NOW)];
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(offers)
          .values(
            rows.slice(i, i + 500).map((row) => ({ ...row, status: 'published' as const, updatedAt: NOW })),
          );
      }
    }
  }, 300_000);
  afterAll(() => t.close());

  it.each(REGIONS)('answers each query of the %s mix as recorded', async (region) => {
    const all = await t.database.db
      .select({ id: categories.id, slug: categories.slug })
      .from(categories)
      .where(eq(categories.region, region));
    const answers: Record<string, unknown> = {};
    for (const query of resolveQueries(region, new Map(all.map((c) => [c.slug, c.id])))) {
      const response = await t.anonymous.post(`/api/search/offers?page=${query.page}`, query.body, {
        region,
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as SearchOffersResultDto;
      answers[query.name] = {
        total: answer.pagination.totalItems,
        hits: answer.items.map((item) =>
          item.distanceKm === null ? item.id : `${item.id} ${item.distanceKm} km`,
        ),
        facets: answer.facets.categories.map((facet) => `${facet.name}: ${facet.count}`),
      };
    }
    await expect(JSON.stringify(answers, null, 1)).toMatchFileSnapshot(
      `__snapshots__/search.shapes.${region}.json`,
    );
  });
});
