import { SAVED_SEARCHES_MAX } from '@marketplace/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchMatches } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createCategoryField } from '../../test/factories.ts';

/**
 * The matcher agrees with the search (decision 097, issue "100,000 saved searches"): a few hundred
 * varied saved searches and a catalogue of offers, each offer matched by the app's own handler on
 * publication, compared with the brute-force answer: every saved search run as a search, all its
 * pages, the offers it lists. Phrases use words of the offers (stems, prefixes, plurals, accents,
 * excluded words), so the search's typo fallback, which only replaces words no offer contains,
 * never applies.
 */
const PLACES = {
  austin: { lat: 30.27, lon: -97.74 },
  dallas: { lat: 32.78, lon: -96.8 },
  houston: { lat: 29.76, lon: -95.37 },
  krakow: { lat: 50.06, lon: 19.94 },
  warszawa: { lat: 52.23, lon: 21.01 },
} as const;
type Place = keyof typeof PLACES;

interface OfferSpec {
  region: 'us' | 'pl';
  category: string;
  title: string;
  description: string;
  price: number;
  place: Place;
  attributes?: Record<string, string>;
}

const OFFERS: OfferSpec[] = [
  {
    region: 'us',
    category: 'bikes',
    title: 'Red mountain bike',
    description: 'Barely used, 21 gears.',
    price: 1500,
    place: 'austin',
    attributes: { colour: 'red', brand: 'Trek' },
  },
  {
    region: 'us',
    category: 'bikes',
    title: 'Blue road bicycle',
    description: 'Carbon frame, light.',
    price: 4200,
    place: 'dallas',
    attributes: { colour: 'blue', brand: 'Cannondale' },
  },
  {
    region: 'us',
    category: 'bikes',
    title: 'Kids bikes with helmets',
    description: 'Two small bikes.',
    price: 300,
    place: 'houston',
    attributes: { colour: 'green' },
  },
  {
    region: 'us',
    category: 'bikes',
    title: 'Electric e-bike',
    description: 'Battery holds 60 miles.',
    price: 9000,
    place: 'austin',
    attributes: { colour: 'red', brand: 'Rad' },
  },
  {
    region: 'us',
    category: 'skis',
    title: 'Carbon skis and poles',
    description: 'Waxed last winter.',
    price: 2500,
    place: 'dallas',
  },
  {
    region: 'us',
    category: 'skis',
    title: 'Ski boots',
    description: 'Size 10, red buckles.',
    price: 800,
    place: 'austin',
  },
  {
    region: 'us',
    category: 'sports',
    title: 'Running shoes',
    description: 'Worn twice on the road.',
    price: 0,
    place: 'houston',
  },
  {
    region: 'us',
    category: 'sports',
    title: 'Mountain tent for two',
    description: 'Fits in a bike bag.',
    price: 1200,
    place: 'austin',
  },
  {
    region: 'us',
    category: 'kitchen',
    title: 'Kitchen knives set',
    description: 'Six knives and a block.',
    price: 600,
    place: 'dallas',
  },
  {
    region: 'us',
    category: 'kitchen',
    title: 'Crème brûlée torch',
    description: 'For the kitchen, with butane.',
    price: 350,
    place: 'houston',
  },
  {
    region: 'us',
    category: 'kitchen',
    title: 'Cast iron cookware',
    description: 'Skillet and pot, seasoned.',
    price: 4800,
    place: 'austin',
  },
  {
    region: 'us',
    category: 'books',
    title: 'Cookbook for beginners',
    description: 'Kitchen basics, like new.',
    price: 150,
    place: 'dallas',
  },
  {
    region: 'us',
    category: 'books',
    title: 'Mountain biking guide',
    description: 'Trails of Texas.',
    price: 200,
    place: 'houston',
  },
  {
    region: 'pl',
    category: 'rowery',
    title: 'Rower górski',
    description: 'Mało używany, czerwony.',
    price: 1800,
    place: 'krakow',
  },
  {
    region: 'pl',
    category: 'rowery',
    title: 'Rower szosowy',
    description: 'Lekki, karbonowy.',
    price: 5200,
    place: 'warszawa',
  },
  {
    region: 'pl',
    category: 'sport',
    title: 'Buty górskie',
    description: 'Rozmiar 42, skórzane.',
    price: 400,
    place: 'krakow',
  },
];

/** Words of the offers as buyers type them: whole, stemmed or not, prefixes, plurals, accents or not, any case. */
const WORDS = {
  us: [
    'bike',
    'bikes',
    'bik',
    'Mountain',
    'road',
    'bicycle',
    'red',
    'blue',
    'carbon',
    'ski',
    'skis',
    'boots',
    'kitchen',
    'knives',
    'creme',
    'crème',
    'brulee',
    'cookware',
    'cook',
    'iron',
    'running',
    'run',
    'tent',
    'kids',
    'helmets',
    'e-bike',
    'electric',
    'battery',
    'guide',
    'texas',
    'gears',
    'winter',
  ],
  pl: [
    'rower',
    'rowery',
    'gorski',
    'górski',
    'GÓRSKIE',
    'szosowy',
    'buty',
    'lekki',
    'karbon',
    'czerwony',
    'mało',
  ],
} as const;

const PRICES = [0, 150, 500, 1000, 2000, 5000, 10000];

describe('matching a new offer against saved searches agrees with running each search', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-11-20T10:00:00Z'));
  const categories: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const db = t.database.db;
    categories.sports = (await createCategory(db, { name: 'Sports' })).id;
    categories.bikes = (await createCategory(db, { name: 'Bikes', parentId: categories.sports })).id;
    categories.skis = (await createCategory(db, { name: 'Skiing', parentId: categories.sports })).id;
    categories.home = (await createCategory(db, { name: 'Home' })).id;
    categories.kitchen = (await createCategory(db, { name: 'Kitchen', parentId: categories.home })).id;
    categories.books = (await createCategory(db, { name: 'Books' })).id;
    categories.sport = (await createCategory(db, { region: 'pl', name: 'Sport' })).id;
    categories.rowery = (
      await createCategory(db, { region: 'pl', name: 'Rowery', parentId: categories.sport })
    ).id;
    await createCategoryField(db, {
      categoryId: categories.bikes,
      name: 'colour',
      enumValues: ['red', 'blue', 'green'],
    });
    await createCategoryField(db, { categoryId: categories.bikes, name: 'brand' });
  }, 60_000);
  afterAll(() => t.close());

  /** A saved search's body (snake_case, as a client sends it) for one edition. */
  function searchBody(region: 'us' | 'pl') {
    const own =
      region === 'us' ? ['sports', 'bikes', 'skis', 'home', 'kitchen', 'books'] : ['sport', 'rowery'];
    const places =
      region === 'us' ? (['austin', 'dallas', 'houston'] as const) : (['krakow', 'warszawa'] as const);
    return fc
      .record({
        words: fc.array(fc.constantFrom(...WORDS[region]), { maxLength: 2 }),
        excluded: fc.option(fc.constantFrom(...WORDS[region]), { freq: 4 }),
        category: fc.option(fc.constantFrom(...own), { freq: 2 }),
        price: fc.option(fc.tuple(fc.constantFrom(...PRICES), fc.constantFrom(...PRICES)), { freq: 2 }),
        free: fc.boolean().map((free) => free && Math.random() < 0.2),
        colour: fc.option(fc.constantFrom('red', 'blue', 'green'), { freq: 2 }),
        brand: fc.option(fc.constantFrom('trek', 'Cannondale', 'rad'), { freq: 4 }),
        place: fc.option(fc.tuple(fc.constantFrom(...places), fc.constantFrom(10, 50, 300)), { freq: 2 }),
      })
      .map((one) => {
        const body: Record<string, unknown> = {};
        const phrase = [...one.words, ...(one.excluded ? [`-${one.excluded}`] : [])].join(' ');
        if (phrase) body.phrase = phrase;
        if (one.category) body.category = categories[one.category];
        const filters: Record<string, unknown> = {};
        if (one.price) filters.price = { from: Math.min(...one.price), to: Math.max(...one.price) };
        if (one.free) filters.free = true;
        if (one.category === 'bikes' && (one.colour || one.brand)) {
          filters.attributes = {
            ...(one.colour ? { colour: one.colour } : {}),
            ...(one.brand ? { brand: one.brand } : {}),
          };
        }
        if (Object.keys(filters).length > 0) body.filters = filters;
        if (one.place) body.geo_distance = { ...PLACES[one.place[0]], distance: one.place[1] };
        return body;
      });
  }

  async function search(region: 'us' | 'pl', body: object): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const response = await t.anonymous.post(
        '/api/search/offers',
        { ...body, page },
        {
          headers: { 'x-sales-channel': region },
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as { items: { id: number }[]; pagination: { totalPages: number } };
      ids.push(...answer.items.map((item) => item.id));
      if (page >= answer.pagination.totalPages) return ids;
    }
  }

  it('finds exactly the saved searches whose search lists the offer', async () => {
    const db = t.database.db;
    // ~330 saved searches, 30 per account, both editions; the seed keeps the set reproducible.
    const saved: { id: number; region: 'us' | 'pl'; body: object }[] = [];
    for (const [region, count] of [
      ['us', 270],
      ['pl', 60],
    ] as const) {
      const bodies = fc.sample(searchBody(region), { seed: region === 'us' ? 97 : 98, numRuns: count });
      for (let start = 0; start < bodies.length; start += SAVED_SEARCHES_MAX) {
        const account = await createAccount(db, { region });
        const buyer: Caller = { id: account.id, region };
        for (const body of bodies.slice(start, start + SAVED_SEARCHES_MAX)) {
          const response = await t.as(buyer).post('/api/saved-searches', { query: body });
          expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(201);
          saved.push({ id: response.json().id, region, body });
        }
      }
    }

    // The offers, published one by one through the API; the publication's event runs the matcher.
    const offerIds: number[] = [];
    for (const spec of OFFERS) {
      const seller = await createAccount(db, { region: spec.region });
      clock.advance(1000);
      const response = await t.as({ id: seller.id, region: spec.region }).post('/api/offers', {
        type: 'product',
        status: 'published',
        category: categories[spec.category],
        title: spec.title,
        description: spec.description,
        attributes: spec.attributes ?? {},
        price: { amount: spec.price },
        quantity: 1,
        delivery: { method: 'pickup' },
        address: {
          street: '1 Main St',
          city: spec.place,
          ...(spec.region === 'us'
            ? { state: 'TX', post_code: '73301' }
            : { state: 'małopolskie', post_code: '30-001' }),
          geo_coordinate: PLACES[spec.place],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      offerIds.push(response.json().id);
      await t.drainEvents();
    }

    const found = new Set(
      (await db.select().from(savedSearchMatches)).map((row) => `${row.savedSearchId}:${row.offerId}`),
    );
    const expected = new Set<string>();
    for (const one of saved) {
      for (const offerId of await search(one.region, one.body)) expected.add(`${one.id}:${offerId}`);
    }
    // A varied set: many pairs match, most do not.
    expect(expected.size).toBeGreaterThan(150);
    expect(expected.size).toBeLessThan((saved.length * offerIds.length) / 3);
    const describe = (pairs: string[]) =>
      pairs.map((pair) => {
        const [id, offerId] = pair.split(':').map(Number);
        const offer = OFFERS[offerIds.indexOf(offerId!)];
        return `${JSON.stringify(saved.find((one) => one.id === id)?.body)} ~ ${offer?.title}`;
      });
    expect(describe([...expected].filter((pair) => !found.has(pair))), 'missed').toEqual([]);
    expect(describe([...found].filter((pair) => !expected.has(pair))), 'found but not listed').toEqual([]);
  }, 240_000);
});
