import type { ErrorBody, FormErrors, SearchOffersResultDto } from '@marketplace/contract';
import { MESSAGES, PAGE_MAX } from '@marketplace/contract';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.ts';
import { buildTestApp, createTestClock, type TestApp } from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { createAccount, createCategory, createCategoryField, createOffer } from '../../test/factories.ts';
import {
  accounts,
  categories,
  offers,
  rateLimitCounters,
  searchPhraseCounts,
  searchTitleWords,
} from '../../db/schema/index.ts';
import { createSearchRepository, type SearchCriteria } from './search.repository.ts';

const HOUR = 60 * 60 * 1000;
const NEW_YORK = { lat: 40.7128, lon: -74.006 };
const NEWARK = { lat: 40.7357, lon: -74.1724 };
const PHILADELPHIA = { lat: 39.9526, lon: -75.1652 };

type Region = 'us' | 'pl';

interface SearchOptions {
  region?: Region;
  query?: string;
  /** The client's address (the visitor a phrase counts once a day for). */
  ip?: string;
}

async function search(t: TestApp, body: unknown, { region = 'us', query = '', ip }: SearchOptions = {}) {
  return t.anonymous.post(`/api/search/offers${query}`, body as object, {
    region,
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

async function found(t: TestApp, body: unknown, options?: SearchOptions) {
  const response = await search(t, body, options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchOffersResultDto;
}

/**
 * How long a test waits for a write's cache notification: on PostgreSQL it comes over another
 * connection, after the write's commit, so a search right after the write may still be answered
 * from the cache.
 */
const SETTLED = { timeout: 5_000, interval: 20 };

async function titles(t: TestApp, body: unknown, options?: { region?: Region; query?: string }) {
  return (await found(t, body, options)).items.map((item) => item.title);
}

/** The field errors of a 400, flattened to dotted paths. */
function fieldErrors(body: ErrorBody): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  const walk = (node: FormErrors, path: string[]) => {
    if (node.errors) result[path.join('.') || '(form)'] = node.errors;
    for (const [key, child] of Object.entries(node.children ?? {})) walk(child, [...path, key]);
  };
  walk(body.errors ?? {}, []);
  return result;
}

describe('POST /api/search/offers', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const now = Date.now();
    const ago = (hours: number) => new Date(now - hours * HOUR);
    const person = await createAccount(db, { type: 'person' });
    const company = await createAccount(db, { type: 'company', companyName: 'Acme' });
    const category = async (
      name: string,
      parentId: number | null = null,
      offerType: 'product' | 'job_offer' | 'service' | 'real_estate' = 'product',
    ) => (await createCategory(db, { name, parentId, offerType, position: Object.keys(ids).length })).id;

    ids.home = await category('Home');
    ids.furniture = await category('Furniture', ids.home);
    ids.lamps = await category('Lamps', ids.home);
    ids.vehicles = await category('Vehicles');
    ids.bicycles = await category('Bicycles', ids.vehicles);
    ids.cars = await category('Cars', ids.vehicles);
    ids.electronics = await category('Electronics');
    ids.phones = await category('Phones', ids.electronics);
    ids.jobs = await category('Jobs', null, 'job_offer');
    ids.services = await category('Services', null, 'service');
    ids.realEstate = await category('Real estate', null, 'real_estate');
    ids.books = await category('Books');
    await createCategoryField(db, { categoryId: ids.vehicles, name: 'color' });
    await createCategoryField(db, { categoryId: ids.bicycles, name: 'frameSize', type: 'integer' });
    await createCategoryField(db, {
      categoryId: ids.bicycles,
      name: 'condition',
      enumValues: ['New', 'Used'],
    });
    // An enumeration of numbers: the form may store a choice as a number or as a string.
    await createCategoryField(db, { categoryId: ids.bicycles, name: 'gears', enumValues: ['1', '21'] });

    const product = (values: Parameters<typeof createOffer>[1]) => createOffer(db, values);
    const notProduct = { priceAmount: null, quantity: null, deliveryMethod: null } as const;

    // Relevance: the same word in a title, in a category name, in a description.
    ids.deskLamp = (
      await product({
        accountId: person.id,
        categoryId: ids.furniture,
        title: 'Desk lamp with LED',
        publishedAt: ago(30),
      })
    ).id;
    ids.officeChair = (
      await product({
        accountId: person.id,
        categoryId: ids.furniture,
        title: 'Office chair',
        description: 'Ergonomic chair. A reading lamp is included.',
        publishedAt: ago(10),
      })
    ).id;
    ids.brassFixture = (
      await product({
        accountId: person.id,
        categoryId: ids.lamps,
        title: 'Brass fixture',
        publishedAt: ago(20),
      })
    ).id;

    ids.mountainBike = (
      await product({
        accountId: person.id,
        categoryId: ids.bicycles,
        title: 'Mountain bike',
        priceAmount: 50_000,
        deliveryMethod: 'courier',
        attributes: { frameSize: 19, condition: 'Used', color: 'Red', gears: 21 },
        ...NEW_YORK,
        publishedAt: ago(1),
      })
    ).id;
    ids.roadBike = (
      await product({
        accountId: company.id,
        categoryId: ids.bicycles,
        title: 'Road bike carbon',
        priceAmount: 120_000,
        attributes: { frameSize: '21', condition: 'New', color: 'Blue', gears: '21' },
        ...PHILADELPHIA,
        publishedAt: ago(2),
      })
    ).id;
    ids.kidsBicycle = (
      await product({
        accountId: person.id,
        categoryId: ids.bicycles,
        title: 'Kids bicycle',
        priceAmount: 0,
        attributes: { frameSize: 12, condition: 'Used', gears: '1' },
        hideLocation: true,
        ...NEW_YORK,
        publishedAt: ago(3),
      })
    ).id;
    ids.sedan = (
      await product({
        accountId: company.id,
        categoryId: ids.cars,
        title: 'Used sedan',
        priceAmount: 800_000,
        ...NEWARK,
        publishedAt: ago(4),
      })
    ).id;

    ids.iphone = (
      await product({
        accountId: company.id,
        categoryId: ids.phones,
        title: 'Apple iPhone 13',
        priceAmount: 60_000,
        deliveryMethod: 'courier',
        publishedAt: ago(5),
      })
    ).id;
    ids.galaxy = (
      await product({
        accountId: person.id,
        categoryId: ids.phones,
        title: 'Samsung Galaxy phone',
        priceAmount: 40_000,
        highlightedUntil: new Date(now + 48 * HOUR),
        publishedAt: ago(50),
      })
    ).id;

    const job = { ...notProduct, type: 'job_offer' as const, categoryId: ids.jobs };
    ids.developer = (
      await createOffer(db, {
        ...job,
        accountId: company.id,
        title: 'Senior developer',
        showSalary: true,
        salaryFrom: 800_000,
        salaryTo: 1_000_000,
        period: 'monthly',
        publishedAt: ago(6),
      })
    ).id;
    ids.barista = (
      await createOffer(db, {
        ...job,
        accountId: person.id,
        title: 'Barista',
        showSalary: true,
        salaryFrom: 2_000,
        period: 'hourly',
        publishedAt: ago(7),
      })
    ).id;
    ids.manager = (
      await createOffer(db, {
        ...job,
        accountId: company.id,
        title: 'Store manager',
        showSalary: false,
        salaryFrom: 900_000,
        period: 'monthly',
        publishedAt: ago(8),
      })
    ).id;

    const service = { ...notProduct, type: 'service' as const, categoryId: ids.services };
    ids.plumbing = (
      await createOffer(db, {
        ...service,
        accountId: person.id,
        title: 'Plumbing repairs',
        priceFrom: 5_000,
        priceTo: 8_000,
        period: 'hourly',
        publishedAt: ago(9),
      })
    ).id;
    ids.garden = (
      await createOffer(db, {
        ...service,
        accountId: company.id,
        title: 'Garden design',
        priceFrom: 300_000,
        period: 'monthly',
        publishedAt: ago(11),
      })
    ).id;
    ids.studio = (
      await createOffer(db, {
        accountId: company.id,
        categoryId: ids.realEstate,
        type: 'real_estate',
        title: 'Studio apartment',
        priceAmount: 25_000_000,
        deliveryMethod: null,
        publishedAt: ago(12),
      })
    ).id;
    for (let n = 1; n <= 25; n++) {
      await product({
        accountId: person.id,
        categoryId: ids.books,
        title: `Novel number ${n}`,
        publishedAt: ago(100 + n),
      });
    }

    // Never found: a draft, a closed offer, an expired one, and the other edition's.
    await product({
      accountId: person.id,
      categoryId: ids.bicycles,
      title: 'Mountain bike draft',
      status: 'draft',
    });
    await product({
      accountId: person.id,
      categoryId: ids.bicycles,
      title: 'Mountain bike closed',
      status: 'closed',
    });
    await product({
      accountId: person.id,
      categoryId: ids.bicycles,
      title: 'Mountain bike expired',
      expiredAt: ago(1),
    });

    const polishPerson = await createAccount(db, { region: 'pl', type: 'person' });
    const polishVehicles = await createCategory(db, { region: 'pl', name: 'Pojazdy' });
    ids.rowery = (await createCategory(db, { region: 'pl', name: 'Rowery', parentId: polishVehicles.id })).id;
    ids.dom = (await createCategory(db, { region: 'pl', name: 'Dom' })).id;
    const polish = (values: Parameters<typeof createOffer>[1]) =>
      createOffer(db, { region: 'pl', ...values });
    ids.zoltyRower = (
      await polish({
        accountId: polishPerson.id,
        categoryId: ids.rowery,
        title: 'Żółty rower górski',
        publishedAt: ago(1),
      })
    ).id;
    ids.zoltyKubek = (
      await polish({
        accountId: polishPerson.id,
        categoryId: ids.dom,
        title: 'Zolty kubek',
        publishedAt: ago(2),
      })
    ).id;
    await polish({
      accountId: polishPerson.id,
      categoryId: ids.rowery,
      title: 'Mountain bike',
      publishedAt: ago(3),
    });
  });
  afterAll(() => t.close());

  describe('relevance', () => {
    it('ranks a title match above a category-name match above a description-only match', async () => {
      expect(await titles(t, { phrase: 'lamp' })).toEqual([
        'Desk lamp with LED',
        'Brass fixture',
        'Office chair',
      ]);
    });

    it('matches the words being typed as prefixes', async () => {
      expect(await titles(t, { phrase: 'moun' })).toEqual(['Mountain bike']);
      expect(await titles(t, { phrase: 'mountain bi' })).toEqual(['Mountain bike']);
    });

    it('stems English words in the US edition', async () => {
      expect(await titles(t, { phrase: 'bikes' })).toEqual(['Mountain bike', 'Road bike carbon']);
      expect(await titles(t, { phrase: 'lamps' })).toContain('Desk lamp with LED');
    });

    it('requires every word and excludes words written with a minus', async () => {
      expect(await titles(t, { phrase: 'road bike' })).toEqual(['Road bike carbon']);
      expect(await titles(t, { phrase: 'bike -road' })).toEqual(['Mountain bike']);
    });

    it('tolerates typos when the exact words find little', async () => {
      expect(await titles(t, { phrase: 'iphnoe' })).toEqual(['Apple iPhone 13']);
      expect(await titles(t, { phrase: 'montain bike' })).toContain('Mountain bike');
      expect(await titles(t, { phrase: 'rower gorki' }, { region: 'pl' })).toEqual(['Żółty rower górski']);
    });

    it('corrects a misspelt word of a category name, which no title holds', async () => {
      const inVehicles = await titles(t, { phrase: 'vehicles' });
      expect(inVehicles.length).toBeGreaterThan(0);
      expect(await titles(t, { phrase: 'vehicels' })).toEqual(inVehicles);
    });

    it('folds accents both ways', async () => {
      const both = ['Żółty rower górski', 'Zolty kubek'];
      expect(await titles(t, { phrase: 'zolty' }, { region: 'pl' })).toEqual(both);
      expect(await titles(t, { phrase: 'żółty' }, { region: 'pl' })).toEqual(both);
      expect(await titles(t, { phrase: 'ŻÓŁTY ROWER' }, { region: 'pl' })).toEqual(['Żółty rower górski']);
    });

    it('finds only published, unexpired offers of the edition', async () => {
      expect(await titles(t, { phrase: 'mountain' })).toEqual(['Mountain bike']);
      expect(await titles(t, { phrase: 'mountain' }, { region: 'pl' })).toEqual(['Mountain bike']);
      expect(await titles(t, { phrase: 'rower' })).toEqual([]);
    });

    it('treats a US phrase of stop words only as no phrase', async () => {
      expect((await found(t, { phrase: 'the' })).pagination.totalItems).toBe(40);
      expect(await titles(t, { phrase: 'the mountain' })).toEqual(['Mountain bike']);
    });

    it('treats a blank phrase as no phrase', async () => {
      const all = await found(t, { phrase: '   ' });
      expect(all.pagination.totalItems).toBe(40);
      expect(all.items[0]!.title).toBe('Samsung Galaxy phone');
    });
  });

  describe('filters', () => {
    it('narrows to a category and everything below it', async () => {
      expect(await titles(t, { category: ids.vehicles })).toEqual([
        'Mountain bike',
        'Road bike carbon',
        'Kids bicycle',
        'Used sedan',
      ]);
      expect(await titles(t, { category: ids.cars })).toEqual(['Used sedan']);
      expect(await titles(t, { phrase: 'bike', category: ids.cars })).toEqual([]);
    });

    it('filters product prices and free offers', async () => {
      expect(
        await titles(t, { category: ids.vehicles, filters: { price: { from: 10_000, to: 200_000 } } }),
      ).toEqual(['Mountain bike', 'Road bike carbon']);
      expect(await titles(t, { filters: { price: { from: 1_000_000 } } })).toEqual(['Studio apartment']);
      expect(await titles(t, { filters: { free: true } })).toEqual(['Kids bicycle']);
    });

    it('filters by delivery method', async () => {
      expect(await titles(t, { filters: { delivery: 'courier' } })).toEqual([
        'Mountain bike',
        'Apple iPhone 13',
      ]);
      expect(await titles(t, { category: ids.vehicles, filters: { delivery: 'pickup' } })).toEqual([
        'Road bike carbon',
        'Kids bicycle',
        'Used sedan',
      ]);
    });

    it('filters by account type', async () => {
      expect(await titles(t, { category: ids.vehicles, filters: { accountType: 'company' } })).toEqual([
        'Road bike carbon',
        'Used sedan',
      ]);
      expect(await titles(t, { category: ids.vehicles, filters: { accountType: 'person' } })).toEqual([
        'Mountain bike',
        'Kids bicycle',
      ]);
      expect(await titles(t, { category: ids.vehicles, filters: { accountType: 'all' } })).toHaveLength(4);
      // 'business' is the spec's word for the filter.
      expect(await titles(t, { category: ids.vehicles, filters: { accountType: 'business' } })).toEqual([
        'Road bike carbon',
        'Used sedan',
      ]);
    });

    it('filters job salaries in their period, never by a hidden salary', async () => {
      expect(await titles(t, { filters: { salary: { from: 500_000, period: 'monthly' } } })).toEqual([
        'Senior developer',
      ]);
      expect(await titles(t, { filters: { salary: { from: 900_000 } } })).toEqual(['Senior developer']);
      expect(await titles(t, { filters: { salary: { to: 5_000, period: 'hourly' } } })).toEqual(['Barista']);
      expect(await titles(t, { filters: { salary: { from: 1_100_000, period: 'monthly' } } })).toEqual([]);
    });

    it('filters hourly service prices', async () => {
      expect(await titles(t, { filters: { servicePrice: { from: 6_000 } } })).toEqual(['Plumbing repairs']);
      expect(await titles(t, { filters: { servicePrice: { to: 4_000 } } })).toEqual([]);
      expect(await titles(t, { filters: { servicePrice: {} } })).toEqual(['Plumbing repairs']);
    });

    it("filters by the category's custom fields, its parent's included", async () => {
      const bicycles = (attributes: object) => titles(t, { category: ids.bicycles, filters: { attributes } });
      expect(await bicycles({ condition: 'Used' })).toEqual(['Mountain bike', 'Kids bicycle']);
      expect(await bicycles({ frameSize: { from: 20 } })).toEqual(['Road bike carbon']);
      expect(await bicycles({ frameSize: { from: 12, to: 19 } })).toEqual(['Mountain bike', 'Kids bicycle']);
      expect(await bicycles({ color: 'red' })).toEqual(['Mountain bike']);
      expect(await bicycles({ condition: 'New', frameSize: { to: 20 } })).toEqual([]);
      expect(await bicycles({ gears: '21' })).toEqual(['Mountain bike', 'Road bike carbon']);
      expect(await bicycles({ gears: '1' })).toEqual(['Kids bicycle']);
    });

    it('finds offers within a radius, never those with a hidden location', async () => {
      const nearby = await found(t, { geoDistance: { ...NEW_YORK, distance: 'nearby' } });
      expect(nearby.items.map((item) => item.title)).toEqual(['Mountain bike', 'Used sedan']);
      const [bike, sedan] = nearby.items;
      // Distances run to the area around an offer (decision 082): under a kilometre, not 0.
      expect(bike!.distanceKm).toBeLessThan(1);
      expect(sedan!.distanceKm).toBeGreaterThan(13);
      expect(sedan!.distanceKm).toBeLessThan(16);
      expect(await titles(t, { geoDistance: NEW_YORK })).toEqual(['Mountain bike', 'Used sedan']);
      expect(await titles(t, { geoDistance: { ...NEW_YORK, distance: 5 } })).toEqual(['Mountain bike']);
      expect(await titles(t, { geoDistance: { ...NEW_YORK, distance: 200 } })).toEqual([
        'Mountain bike',
        'Road bike carbon',
        'Used sedan',
      ]);
      expect(
        (await found(t, { category: ids.vehicles })).items.every((item) => item.distanceKm === null),
      ).toBe(true);
      // 'nearby' is 25 km: the sedan in Newark is 22 km from the first point and 30 km from the second.
      const northOfNewark = (km: number) => ({ lat: NEWARK.lat + km / 111.195, lon: NEWARK.lon });
      expect(await titles(t, { geoDistance: { ...northOfNewark(22.2), distance: 'nearby' } })).toEqual([
        'Used sedan',
      ]);
      expect(await titles(t, { geoDistance: { ...northOfNewark(30), distance: 'nearby' } })).toEqual([]);
      expect(await titles(t, { geoDistance: { ...northOfNewark(30), distance: 31 } })).toEqual([
        'Used sedan',
      ]);
    });

    it('combines filters, phrase and sort', async () => {
      expect(
        await titles(t, {
          phrase: 'bike',
          category: ids.vehicles,
          sort: { field: 'price', order: 'desc' },
          filters: { price: { to: 200_000 }, attributes: { color: 'blue' } },
          geoDistance: { ...NEW_YORK, distance: 200 },
        }),
      ).toEqual(['Road bike carbon']);
    });
  });

  describe('sort', () => {
    it('sorts by relevance with a phrase and by newest without one', async () => {
      expect(await titles(t, { phrase: 'lamp' })).toEqual([
        'Desk lamp with LED',
        'Brass fixture',
        'Office chair',
      ]);
      expect(await titles(t, { category: ids.home })).toEqual([
        'Office chair',
        'Brass fixture',
        'Desk lamp with LED',
      ]);
      // Relevance without a phrase falls back to the newest.
      expect(await titles(t, { category: ids.home, sort: { field: 'relevance' } })).toEqual([
        'Office chair',
        'Brass fixture',
        'Desk lamp with LED',
      ]);
    });

    it('sorts by date both ways', async () => {
      const bicycles = ['Mountain bike', 'Road bike carbon', 'Kids bicycle'];
      expect(await titles(t, { category: ids.bicycles, sort: { field: 'date', order: 'desc' } })).toEqual(
        bicycles,
      );
      expect(await titles(t, { category: ids.bicycles, sort: { field: 'date', order: 'asc' } })).toEqual(
        [...bicycles].reverse(),
      );
      expect(await titles(t, { phrase: 'lamp', sort: { field: 'date', order: 'asc' } })).toEqual([
        'Desk lamp with LED',
        'Brass fixture',
        'Office chair',
      ]);
    });

    it('sorts by price both ways, offers without a shown price last', async () => {
      expect(await titles(t, { category: ids.bicycles, sort: { field: 'price', order: 'asc' } })).toEqual([
        'Kids bicycle',
        'Mountain bike',
        'Road bike carbon',
      ]);
      expect(await titles(t, { category: ids.bicycles, sort: { field: 'price', order: 'desc' } })).toEqual([
        'Road bike carbon',
        'Mountain bike',
        'Kids bicycle',
      ]);
      expect(await titles(t, { category: ids.jobs, sort: { field: 'price', order: 'asc' } })).toEqual([
        'Barista',
        'Senior developer',
        'Store manager',
      ]);
      expect(await titles(t, { category: ids.jobs, sort: { field: 'price', order: 'desc' } })).toEqual([
        'Senior developer',
        'Barista',
        'Store manager',
      ]);
      expect(await titles(t, { category: ids.services, sort: { field: 'price', order: 'desc' } })).toEqual([
        'Garden design',
        'Plumbing repairs',
      ]);
    });

    it('orders the same whether it sorts the few matches first or reads each part along a sort index', async () => {
      const repository = createSearchRepository(t.database.db);
      const base: SearchCriteria = {
        region: 'us',
        now: new Date(),
        text: null,
        corrections: {},
        categoryIds: null,
        free: false,
        attributes: [],
        geo: null,
        sort: { field: 'date', order: 'desc' },
      };
      const slice = { offset: 0, limit: 50 };
      let sawBothParts = false;
      for (const geo of [null, { ...NEW_YORK, radiusKm: 200 }]) {
        for (const field of ['date', 'price'] as const) {
          for (const order of ['asc', 'desc'] as const) {
            const criteria = { ...base, geo, sort: { field, order } };
            const highlighted = await repository.hits(criteria, { ...slice, part: 'highlighted' });
            const others = await repository.hits(criteria, { ...slice, part: 'others' });
            expect(others.length).toBeGreaterThan(1);
            sawBothParts ||= highlighted.length > 0;
            expect(await repository.hits(criteria, { ...slice, part: 'both' })).toEqual([
              ...highlighted,
              ...others,
            ]);
          }
        }
      }
      expect(sawBothParts).toBe(true);
    });

    it('puts highlighted offers first, flagged, then the chosen sort', async () => {
      for (const order of ['asc', 'desc'] as const) {
        for (const field of ['date', 'price'] as const) {
          const result = await found(t, { category: ids.electronics, sort: { field, order } });
          expect(result.items.map((item) => [item.title, item.features.highlight])).toEqual([
            ['Samsung Galaxy phone', true],
            ['Apple iPhone 13', false],
          ]);
        }
      }
      expect((await titles(t, { phrase: 'phone' }))[0]).toBe('Samsung Galaxy phone');
    });
  });

  describe('facets and pages', () => {
    it('counts matches per top-level category without a category, zeros included', async () => {
      const { facets } = await found(t, { phrase: 'bike' });
      expect(facets.categories.map((facet) => [facet.name, facet.count])).toEqual([
        ['Home', 0],
        ['Vehicles', 2],
        ['Electronics', 0],
        ['Jobs', 0],
        ['Services', 0],
        ['Real estate', 0],
        ['Books', 0],
      ]);
    });

    it('counts matches per subcategory of the chosen category', async () => {
      const vehicles = await found(t, { category: ids.vehicles, filters: { price: { to: 100_000 } } });
      expect(vehicles.facets.categories).toEqual([
        { id: ids.bicycles, name: 'Bicycles', count: 2 },
        { id: ids.cars, name: 'Cars', count: 0 },
      ]);
      expect((await found(t, { category: ids.bicycles })).facets.categories).toEqual([]);
    });

    it('pages by 20 with the totals, ?page winning over the body', async () => {
      const first = await found(t, { category: ids.books });
      expect(first.items).toHaveLength(20);
      expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalItems: 25 });
      expect(first.items[0]!.title).toBe('Novel number 1');
      const second = await found(t, { category: ids.books }, { query: '?page=2' });
      expect(second.items.map((item) => item.title)).toEqual(
        [21, 22, 23, 24, 25].map((n) => `Novel number ${n}`),
      );
      expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalItems: 25 });
      expect((await found(t, { category: ids.books, page: 2 })).pagination.currentPage).toBe(2);
      expect(
        (await found(t, { category: ids.books, page: 2 }, { query: '?page=1' })).pagination.currentPage,
      ).toBe(1);
      const beyond = await found(t, { category: ids.books }, { query: '?page=9' });
      expect(beyond.items).toEqual([]);
      expect(beyond.pagination).toEqual({ currentPage: 9, totalPages: 2, totalItems: 25 });
      // The body's page below 1 means 1; the query's is refused (as documented).
      expect((await found(t, { category: ids.books, page: 0 })).pagination.currentPage).toBe(1);
      // Above PAGE_MAX, the body's page is refused like the query's.
      const huge = await t.anonymous.post('/api/search/offers', { category: ids.books, page: PAGE_MAX + 1 });
      expect(huge.statusCode).toBe(400);
      expect(huge.json().errors.children).toEqual({ page: { errors: [MESSAGES.invalidValue] } });
    });

    it('keeps highlighted offers on the first page only once', async () => {
      const everything: string[] = [];
      for (let page = 1; page <= 3; page++) {
        everything.push(...(await titles(t, {}, { query: `?page=${page}` })));
      }
      expect(everything).toHaveLength(40);
      expect(new Set(everything).size).toBe(everything.length - 0);
      expect(everything[0]).toBe('Samsung Galaxy phone');
    });

    it('answers list items with the distance', async () => {
      const [item] = (await found(t, { phrase: 'mountain', geoDistance: NEW_YORK })).items;
      expect(item).toMatchObject({
        id: ids.mountainBike,
        type: 'product',
        title: 'Mountain bike',
        price: { amount: 50_000, currency: 'USD' },
        // To the area around the offer (decision 082), which is about 300 m from its place.
        distanceKm: 0.3,
        features: { highlight: false, extraPhotos: false },
      });
      expect(item).toHaveProperty('account.displayName');
    });

    it('answers a search without a body', async () => {
      const response = await t.anonymous.post('/api/search/offers');
      expect(response.statusCode).toBe(200);
      expect(response.json().pagination.totalItems).toBe(40);
    });
  });

  describe('malformed input', () => {
    const cases: [string, unknown, string][] = [
      ['an unknown key', { phrase: 'bike', colour: 'red' }, 'colour'],
      ['an unknown filter', { filters: { colour: 'red' } }, 'filters.colour'],
      ['a phrase that is not text', { phrase: 42 }, 'phrase'],
      ['a phrase too long', { phrase: 'x'.repeat(201) }, 'phrase'],
      ['a category that is not a number', { category: 'bikes' }, 'category'],
      ['an unknown sort', { sort: { field: 'popularity' } }, 'sort.field'],
      ['an unknown sort order', { sort: { field: 'price', order: 'up' } }, 'sort.order'],
      [
        'a price range the wrong way round',
        { filters: { price: { from: 500, to: 100 } } },
        'filters.price.to',
      ],
      ['a negative price', { filters: { price: { from: -1 } } }, 'filters.price.from'],
      ['a price in major units', { filters: { price: { from: 10.5 } } }, 'filters.price.from'],
      [
        'a salary range the wrong way round',
        { filters: { salary: { from: 5, to: 1 } } },
        'filters.salary.to',
      ],
      ['an unknown period', { filters: { salary: { period: 'yearly' } } }, 'filters.salary.period'],
      ['an unknown delivery', { filters: { delivery: 'drone' } }, 'filters.delivery'],
      ['an unknown account type', { filters: { accountType: 'robot' } }, 'filters.accountType'],
      ['free that is not a flag', { filters: { free: 'yes' } }, 'filters.free'],
      ['a latitude out of range', { geoDistance: { lat: 91, lon: 0 } }, 'geoDistance.lat'],
      ['a radius too large', { geoDistance: { lat: 0, lon: 0, distance: 501 } }, 'geoDistance.distance'],
      [
        'a radius that is not a number',
        { geoDistance: { lat: 0, lon: 0, distance: 'far' } },
        'geoDistance.distance',
      ],
      ['a position without longitude', { geoDistance: { lat: 0 } }, 'geoDistance.lon'],
      ['a page that is not a number', { page: 'two' }, 'page'],
      [
        'an attribute range of text',
        { filters: { attributes: { frameSize: { from: 'a' } } } },
        'filters.attributes.frameSize',
      ],
    ];
    it.each(cases)('answers 400 for %s', async (_name, body, path) => {
      const response = await search(t, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, message: 'Validation Failed' });
      expect(Object.keys(fieldErrors(response.json()))).toContain(path);
    });

    it('answers 400 for a category that does not exist in the edition', async () => {
      for (const [category, region] of [
        [999_999, 'us'],
        [ids.rowery!, 'us'],
        [ids.bicycles!, 'pl'],
      ] as const) {
        const response = await search(t, { category }, { region });
        expect(response.statusCode).toBe(400);
        expect(fieldErrors(response.json())).toEqual({ category: ['This value is not valid.'] });
      }
    });

    it("answers 400 for attributes that are not the category's fields", async () => {
      const attempt = async (body: object) => fieldErrors((await search(t, body)).json());
      expect(await attempt({ filters: { attributes: { condition: 'Used' } } })).toEqual({
        'filters.attributes': ['This value is not valid.'],
      });
      expect(await attempt({ category: ids.bicycles, filters: { attributes: { engine: 'V8' } } })).toEqual({
        'filters.attributes.engine': ['This value is not valid.'],
      });
      expect(
        await attempt({ category: ids.cars, filters: { attributes: { frameSize: { from: 1 } } } }),
      ).toEqual({
        'filters.attributes.frameSize': ['This value is not valid.'],
      });
      expect(
        await attempt({ category: ids.bicycles, filters: { attributes: { condition: { from: 1 } } } }),
      ).toEqual({
        'filters.attributes.condition': ['This value is not valid.'],
      });
      expect(
        await attempt({ category: ids.bicycles, filters: { attributes: { condition: 'Broken' } } }),
      ).toEqual({
        'filters.attributes.condition': ['This value is not valid.'],
      });
      expect(await attempt({ category: ids.bicycles, filters: { attributes: { frameSize: '19' } } })).toEqual(
        {
          'filters.attributes.frameSize': ['This value must be a number'],
        },
      );
    });

    it('answers 400 for a body that is not an object or not JSON', async () => {
      const list = await t.anonymous.post('/api/search/offers', [1, 2] as unknown as object);
      expect(list.statusCode).toBe(400);
      const broken = await t.anonymous.post('/api/search/offers', '{"phrase":', {
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
    });

    it('never fails on odd phrases', async () => {
      for (const phrase of [
        "it's",
        '!!!',
        '"quoted"',
        'a & b | c',
        "'); drop table offers; --",
        ':*',
        '-',
        '-bike',
        'bikeː',
        'ʼn',
        '½ inch',
        'ß',
        '🚲 bike',
      ]) {
        const response = await search(t, { phrase });
        expect(response.statusCode, phrase).toBe(200);
      }
      expect(await titles(t, { phrase: '🚲 bike' })).toEqual(['Mountain bike', 'Road bike carbon']);
    });
  });
});

describe('GET /api/search/popular', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-06-15T12:00:00Z'));

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const db = t.database.db;
    const seller = await createAccount(db);
    const category = await createCategory(db, { name: 'Bicycles' });
    for (const title of ['Mountain bike', 'Road bike', 'City bike', 'Red scooter']) {
      await createOffer(db, { accountId: seller.id, categoryId: category.id, title });
    }
    const polishSeller = await createAccount(db, { region: 'pl' });
    const rowery = await createCategory(db, { region: 'pl', name: 'Rowery' });
    await createOffer(db, {
      region: 'pl',
      accountId: polishSeller.id,
      categoryId: rowery.id,
      title: 'Rower górski',
    });
    await createOffer(db, {
      region: 'pl',
      accountId: polishSeller.id,
      categoryId: rowery.id,
      title: 'Kask rowerowy',
    });
  });
  afterAll(() => t.close());

  /** `times` searches of `phrase`, each by another visitor (a phrase counts once per visitor a day). */
  let visitors = 0;
  const searchTimes = async (phrase: string, times: number, options: SearchOptions = {}) => {
    for (let i = 0; i < times; i++) {
      visitors += 1;
      await found(
        t,
        { phrase },
        { ip: `198.51.${Math.floor(visitors / 250)}.${visitors % 250}`, ...options },
      );
    }
  };
  const counted = async (display: string) => {
    const rows = await t.database.db
      .select({ searches: searchPhraseCounts.searches })
      .from(searchPhraseCounts)
      .where(eq(searchPhraseCounts.display, display));
    return rows.reduce((sum, row) => sum + row.searches, 0);
  };
  const popular = async (region: Region = 'us') => {
    const response = await t.anonymous.get('/api/search/popular', { region });
    expect(response.statusCode).toBe(200);
    return response.json().items as { phrase: string; searches: number }[];
  };

  it('lists the most searched phrases of the edition, normalised, once searched often enough', async () => {
    expect(await popular()).toEqual([]);
    await searchTimes('mountain bike', 4);
    await searchTimes('  Mountain   BIKE ', 1);
    await searchTimes('road', 3);
    await searchTimes('scooter', 2);
    await searchTimes('rower górski', 2, { region: 'pl' });
    await searchTimes('rower gorski', 1, { region: 'pl' });
    expect(await popular()).toEqual([
      { phrase: 'mountain bike', searches: 5 },
      { phrase: 'road', searches: 3 },
    ]);
    // Spellings with and without accents count together and show in the most searched spelling.
    expect(await popular('pl')).toEqual([{ phrase: 'rower górski', searches: 3 }]);
  });

  it('counts only first pages of searches that found something, and no personal data', async () => {
    await searchTimes('helicopter', 5);
    await searchTimes('scooter', 3, { query: '?page=2' });
    await searchTimes('anna@example.com', 3);
    await searchTimes('call 555 123 4567', 3);
    await found(t, {});
    const user = await registerUser(t);
    const response = await t
      .as(user)
      .post('/api/search/offers', { phrase: 'city bike' }, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.statusCode).toBe(200);
    await searchTimes('city bike', 2);
    expect((await popular()).map((item) => item.phrase)).toEqual(['mountain bike', 'city bike', 'road']);
    const rows = await t.database.db.select().from(searchPhraseCounts);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['day', 'display', 'phrase', 'region', 'searches']);
    expect(rows.map((row) => row.display)).not.toContain('helicopter');
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.9|@|555/);
  });

  it('counts a phrase once per visitor and day, however often it is searched', async () => {
    const phrase = 'red scooter';
    for (let i = 0; i < 50; i++) await found(t, { phrase }, { ip: '192.0.2.1' });
    expect(await counted(phrase)).toBe(1);
    await found(t, { phrase }, { ip: '192.0.2.2' });
    expect(await counted(phrase)).toBe(2);

    // A signed-in visitor is their account, on any network: one more, however many addresses.
    const visitor = t.as(await createAccount(t.database.db));
    for (const ip of ['192.0.2.1', '192.0.2.3', '192.0.2.4']) {
      const response = await visitor.post(
        '/api/search/offers',
        { phrase: 'Red  Scooter' },
        { remoteAddress: ip },
      );
      expect(response.statusCode).toBe(200);
    }
    expect(await counted(phrase)).toBe(3);

    // What tells visitors apart lasts the day and names neither the visitor nor the phrase.
    // (Only these counters: other limits, sign-in attempts among them, count accounts and addresses.)
    const counters = JSON.stringify(
      (await t.database.db.select().from(rateLimitCounters)).filter((row) =>
        row.key.startsWith('search-phrase:'),
      ),
    );
    expect(counters).toContain('search-phrase:');
    expect(counters).not.toMatch(/192\.0\.2|scooter|account/);
  });

  it('counts the last 30 days only and prunes older counts', async () => {
    clock.advance(29 * 24 * HOUR);
    expect((await popular()).map((item) => item.phrase)).toContain('mountain bike');
    clock.advance(24 * HOUR);
    expect(await popular()).toEqual([]);
    await searchTimes('road', 3);
    expect(await popular()).toEqual([{ phrase: 'road', searches: 3 }]);
    expect(await t.runJob('prune-search-phrase-counts')).toBeGreaterThan(0);
    const days = await t.database.db.selectDistinct({ day: searchPhraseCounts.day }).from(searchPhraseCounts);
    expect(days).toEqual([{ day: '2026-07-15' }]);
  });
});

describe('search document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('follows edits of the offer and renames of its category', async () => {
    const db = t.database.db;
    const seller = await createAccount(db);
    const vehicles = await createCategory(db, { name: 'Vehicles' });
    const cars = await createCategory(db, { name: 'Cars', parentId: vehicles.id });
    const offer = await createOffer(db, { accountId: seller.id, categoryId: cars.id, title: 'Blue sedan' });
    expect(await titles(t, { phrase: 'vehicle' })).toEqual(['Blue sedan']);

    await db.update(categories).set({ name: 'Automobiles' }).where(eq(categories.id, cars.id));
    expect(await titles(t, { phrase: 'automobile' })).toEqual(['Blue sedan']);
    await db.update(categories).set({ name: 'Transport' }).where(eq(categories.id, vehicles.id));
    expect(await titles(t, { phrase: 'transport' })).toEqual(['Blue sedan']);
    // Answered from the search cache until the rename's notification empties it (decision 094).
    await expect.poll(() => titles(t, { phrase: 'vehicle' }), SETTLED).toEqual([]);

    await t.database.db.execute(sql`update offers set title = 'Green hatchback' where id = ${offer.id}`);
    expect(await titles(t, { phrase: 'hatchback' })).toEqual(['Green hatchback']);
    expect(await titles(t, { phrase: 'sedan' })).toEqual([]);
  });

  it("follows the seller's account type", async () => {
    const db = t.database.db;
    const seller = await createAccount(db, { type: 'person' });
    const category = await createCategory(db, { name: 'Tools' });
    await createOffer(db, { accountId: seller.id, categoryId: category.id, title: 'Cordless drill' });
    const byType = (accountType: 'person' | 'company') =>
      titles(t, { category: category.id, filters: { accountType } });
    expect(await byType('person')).toEqual(['Cordless drill']);
    await db
      .update(accounts)
      .set({ type: 'company', companyName: 'Drills Inc' })
      .where(eq(accounts.id, seller.id));
    // The account's trigger rewrote its offers' rows, whose notification (migration 0030)
    // empties the cached answers.
    await eventually(async () => (await byType('person')).length === 0);
    expect(await byType('company')).toEqual(['Cordless drill']);
  });
});

describe('title vocabulary (the typo fallback)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const vocabulary = async (region: Region) =>
    (
      await t.database.db
        .select({ word: searchTitleWords.word })
        .from(searchTitleWords)
        .where(eq(searchTitleWords.region, region))
    )
      .map((row) => row.word)
      .sort();

  it('learns the words of published titles at once and forgets them once no published title has them', async () => {
    const db = t.database.db;
    const seller = await createAccount(db);
    const tools = await createCategory(db, { name: 'Tools' });
    const screwdriver = await createOffer(db, {
      accountId: seller.id,
      categoryId: tools.id,
      title: 'Cordless SCREWDRIVER 18V',
    });
    const draft = await createOffer(db, {
      accountId: seller.id,
      categoryId: tools.id,
      title: 'Hammer drill',
      status: 'draft',
    });
    await createOffer(db, { accountId: seller.id, categoryId: tools.id, title: 'Old rusty anvil' });
    expect(await vocabulary('us')).toEqual(['18v', 'anvil', 'cordless', 'old', 'rusty', 'screwdriver']);
    expect(await titles(t, { phrase: 'scrwdriver' })).toEqual(['Cordless SCREWDRIVER 18V']);
    expect(await titles(t, { phrase: 'hamer' })).toEqual([]);

    await db.update(offers).set({ status: 'published' }).where(eq(offers.id, draft.id));
    // The vocabulary learnt it in the update's transaction; the answer to 'hamer' searched above
    // stays cached until the update's notification reaches the cache (decision 094).
    await expect.poll(() => titles(t, { phrase: 'hamer' }), SETTLED).toEqual(['Hammer drill']);

    await db.update(offers).set({ status: 'closed' }).where(eq(offers.id, screwdriver.id));
    expect(await t.runJob('prune-search-title-words')).toBe(3);
    expect(await vocabulary('us')).toEqual(['anvil', 'drill', 'hammer', 'old', 'rusty']);
    await expect.poll(() => titles(t, { phrase: 'scrwdriver' }), SETTLED).toEqual([]);
  });

  it('searches the corrected word everywhere a word is searched, accents folded', async () => {
    const db = t.database.db;
    const seller = await createAccount(db, { region: 'pl' });
    const category = await createCategory(db, { name: 'Rowery', region: 'pl' });
    await createOffer(db, {
      accountId: seller.id,
      categoryId: category.id,
      region: 'pl',
      title: 'Żółty rower',
    });
    await createOffer(db, {
      accountId: seller.id,
      categoryId: category.id,
      region: 'pl',
      title: 'Kask',
      description: 'Kolor żółty, rozmiar M.',
    });
    expect(await titles(t, { phrase: 'zolyt' }, { region: 'pl' })).toEqual(['Żółty rower', 'Kask']);
  });
});

describe('category counts (browsing without criteria)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The counts straight from the offers, as the search without a counts table would make them. */
  async function countedFromOffers(region: Region, now: Date) {
    const rows = await t.database.db
      .select({
        categoryId: offers.categoryId,
        count: sql<number>`count(*)::int`,
        highlighted: sql<number>`(count(*) filter (where ${offers.highlightedUntil} > ${now}))::int`,
      })
      .from(offers)
      .where(
        and(
          eq(offers.region, region),
          eq(offers.status, 'published'),
          or(isNull(offers.expiredAt), gt(offers.expiredAt, now)),
        ),
      )
      .groupBy(offers.categoryId);
    return rows.sort(byCategory);
  }

  const byCategory = (a: { categoryId: number }, b: { categoryId: number }) => a.categoryId - b.categoryId;

  async function expectCountsToMatchOffers(now = new Date()) {
    const repository = createSearchRepository(t.database.db);
    for (const region of ['us', 'pl'] as const) {
      const criteria: SearchCriteria = {
        region,
        now,
        text: null,
        corrections: {},
        categoryIds: null,
        free: false,
        attributes: [],
        geo: null,
        sort: { field: 'date', order: 'desc' },
      };
      const counted = (await repository.countByCategory(criteria)).sort(byCategory);
      expect(counted).toEqual(await countedFromOffers(region, now));
    }
  }

  it('follows inserts, publishing, closing, moves, expiry, promotion and deletes', async () => {
    const db = t.database.db;
    const seller = await createAccount(db);
    const polishSeller = await createAccount(db, { region: 'pl' });
    const tools = await createCategory(db, { name: 'Tools' });
    const garden = await createCategory(db, { name: 'Garden' });
    const narzedzia = await createCategory(db, { name: 'Narzędzia', region: 'pl' });
    const drill = await createOffer(db, { accountId: seller.id, categoryId: tools.id });
    const saw = await createOffer(db, { accountId: seller.id, categoryId: tools.id, status: 'draft' });
    await createOffer(db, { accountId: polishSeller.id, categoryId: narzedzia.id, region: 'pl' });
    // Many rows in one statement.
    await db.execute(sql`insert into offers (region, account_id, category_id, type, status, title, published_at)
      select 'us', ${seller.id}, ${garden.id}, 'product', 'published', 'Rake ' || n, now() from generate_series(1, 5) n`);
    await expectCountsToMatchOffers();

    await db.update(offers).set({ status: 'published' }).where(eq(offers.id, saw.id));
    await db.update(offers).set({ visits: 7 }).where(eq(offers.categoryId, garden.id));
    await expectCountsToMatchOffers();

    await db.update(offers).set({ categoryId: garden.id }).where(eq(offers.id, drill.id));
    await db.update(offers).set({ status: 'closed' }).where(eq(offers.id, saw.id));
    await expectCountsToMatchOffers();

    const inAnHour = new Date(Date.now() + HOUR);
    await db
      .update(offers)
      .set({ expiredAt: new Date(Date.now() + 30 * 60 * 1000) })
      .where(eq(offers.id, drill.id));
    await db.update(offers).set({ highlightedUntil: inAnHour }).where(eq(offers.categoryId, garden.id));
    await expectCountsToMatchOffers();
    // Half an hour later the drill has expired, before the job has closed it.
    await expectCountsToMatchOffers(new Date(Date.now() + 45 * 60 * 1000));
    await expectCountsToMatchOffers(new Date(Date.now() + 2 * HOUR));

    await db.delete(offers).where(eq(offers.categoryId, garden.id));
    await expectCountsToMatchOffers();
  });

  it('answers the same totals and facets as a search with a criterion that matches everything', async () => {
    const db = t.database.db;
    const seller = await createAccount(db);
    const home = await createCategory(db, { name: 'House' });
    const lamps = await createCategory(db, { name: 'Lights', parentId: home.id });
    await createOffer(db, { accountId: seller.id, categoryId: lamps.id, deliveryMethod: 'pickup' });
    await createOffer(db, { accountId: seller.id, categoryId: home.id, deliveryMethod: 'pickup' });
    const browsing = await found(t, { category: home.id });
    const filtered = await found(t, { category: home.id, filters: { delivery: 'pickup' } });
    expect(browsing.pagination).toEqual(filtered.pagination);
    expect(browsing.facets).toEqual(filtered.facets);
    expect(browsing.pagination.totalItems).toBe(2);
  });
});

describe('typo ranking: a word one edit away before words that only share a prefix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const seller = await createAccount(db);
    const offer = async (region: Region, category: string, title: string, hoursAgo: number) => {
      const { id: categoryId } = await createCategory(db, { region, name: category });
      const publishedAt = new Date(Date.now() - hoursAgo * HOUR);
      await createOffer(db, { region, accountId: seller.id, categoryId, title, publishedAt });
    };
    // The newer offers share only a prefix with the misspelt word ('cook', 'kuchar…').
    await offer('us', 'Kitchen', 'Cookware set - 10 pieces, stainless steel', 3);
    await offer('us', 'Books', 'Cookbook bundle - 8 bestselling cookbooks', 2);
    await offer('us', 'Jobs', 'Line Cook - busy downtown restaurant', 1);
    const polishSeller = await createAccount(db, { region: 'pl' });
    const polish = async (category: string, title: string, hoursAgo: number) => {
      const { id: categoryId } = await createCategory(db, { region: 'pl', name: category });
      const publishedAt = new Date(Date.now() - hoursAgo * HOUR);
      await createOffer(db, { region: 'pl', accountId: polishSeller.id, categoryId, title, publishedAt });
    };
    await polish('AGD', 'Kuchenka gazowa, cztery palniki', 3);
    await polish('Książki', 'Książki kucharskie - kucharz poleca', 2);
    await polish('Praca', 'Kucharz, pomoc kucharza', 1);
  });
  afterAll(() => t.close());

  it('ranks the cookware set first for "cookwre"', async () => {
    const found = await titles(t, { phrase: 'cookwre' });
    expect(found[0]).toBe('Cookware set - 10 pieces, stainless steel');
    expect(found).toContain('Cookbook bundle - 8 bestselling cookbooks');
  });

  it('ranks the gas cooker first for "kuchnka" in the Polish edition', async () => {
    const found = await titles(t, { phrase: 'kuchnka' }, { region: 'pl' });
    expect(found[0]).toBe('Kuchenka gazowa, cztery palniki');
    expect(found).toContain('Kucharz, pomoc kucharza');
  });
});
