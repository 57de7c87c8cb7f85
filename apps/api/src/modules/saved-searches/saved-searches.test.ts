import { MESSAGES, SAVED_SEARCHES_MAX } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestClock,
  secondConnection,
  type Caller,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createAccount, createCategory, createCategoryField } from '../../test/factories.ts';
import { outboxOf } from '../../test/outbox.ts';

const AUSTIN = { lat: 30.27, lon: -97.74 };
const ADDRESS = {
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  post_code: '73301',
  geo_coordinate: AUSTIN,
};

describe('saved searches', () => {
  let t: TestApp;
  const clock = createTestClock(new Date('2026-11-20T10:00:00Z'));
  let sports: number;
  let bikes: number;
  let books: number;
  let polish: number;
  let seller: Caller & { email: string };
  let nextAccount: () => Promise<Caller & { email: string }>;

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    const db = t.database.db;
    sports = (await createCategory(db, { name: 'Sports' })).id;
    bikes = (await createCategory(db, { name: 'Bikes', parentId: sports })).id;
    books = (await createCategory(db, { name: 'Books' })).id;
    polish = (await createCategory(db, { region: 'pl', name: 'Rowery' })).id;
    await createCategoryField(db, { categoryId: bikes, name: 'colour', enumValues: ['red', 'blue'] });
    nextAccount = async () => {
      const account = await createAccount(db);
      return { id: account.id, region: 'us', email: account.email };
    };
    seller = await nextAccount();
  });
  afterAll(() => t.close());

  const bike = (overrides: object = {}) => ({
    type: 'product',
    status: 'published',
    category: bikes,
    title: 'Red mountain bike',
    description: 'Barely used, 21 gears.',
    attributes: { colour: 'red' },
    price: { amount: 1500 },
    quantity: 1,
    delivery: { method: 'pickup' },
    address: ADDRESS,
    ...overrides,
  });

  async function publish(by: Caller, overrides: object = {}): Promise<number> {
    clock.advance(1000);
    const response = await t.as(by).post('/api/offers', bike(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function save(by: Caller, query: object, extra: object = {}) {
    const response = await t.as(by).post('/api/saved-searches', { query, ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; name: string; newMatches: number; alerts: string };
  }

  async function newMatches(by: Caller): Promise<Record<number, number>> {
    const response = await t.as(by).get('/api/saved-searches');
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(
      response.json().items.map((item: { id: number; newMatches: number }) => [item.id, item.newMatches]),
    );
  }

  async function notificationsOf(by: Caller) {
    const response = await t.as(by).get('/api/notifications?limit=100');
    return response.json().items as { data: Record<string, unknown> & { type: string } }[];
  }

  it('saves the normalised search with a suggested name, renames it, changes its alerts and deletes it', async () => {
    const buyer = await nextAccount();
    const created = await save(buyer, {
      phrase: '  bike ',
      category: bikes,
      sort: { field: 'price', order: 'asc' },
      filters: { price: { from: 100, to: 2000 }, attributes: { colour: 'red' } },
      geo_distance: { ...AUSTIN, distance: 10 },
    });
    expect(created).toMatchObject({
      name: 'bike · Bikes',
      alerts: 'instant',
      newMatches: 0,
      query: {
        phrase: 'bike',
        category: bikes,
        sort: { field: 'price', order: 'asc' },
        filters: { price: { from: 100, to: 2000 }, attributes: { colour: 'red' } },
        geoDistance: { ...AUSTIN, distance: 10 },
      },
    });
    expect((await save(buyer, {})).name).toBe('All offers');

    const renamed = await t.as(buyer).patch(`/api/saved-searches/${created.id}`, { name: 'My bikes' });
    expect(renamed.json()).toMatchObject({ name: 'My bikes', alerts: 'instant' });
    const daily = await t.as(buyer).patch(`/api/saved-searches/${created.id}`, { alerts: 'daily' });
    expect(daily.json()).toMatchObject({ name: 'My bikes', alerts: 'daily' });

    expect((await t.as(buyer).delete(`/api/saved-searches/${created.id}`)).statusCode).toBe(204);
    const list = (await t.as(buyer).get('/api/saved-searches')).json();
    expect(list.items.map((item: { name: string }) => item.name)).toEqual(['All offers']);
    expect(list.limit).toBe(SAVED_SEARCHES_MAX);
  });

  it('refuses invalid searches, names and alerts with field errors, saving nothing', async () => {
    const buyer = await nextAccount();
    const cases: [object, string[]][] = [
      [{ query: { category: polish } }, ['query', 'category']],
      [{ query: { category: bikes, filters: { attributes: { colour: 'green' } } } }, ['query', 'filters']],
      [{ query: { filters: { price: { from: 10, to: 5 } } } }, ['query', 'filters']],
      [{ query: { phrase: 'x'.repeat(201) } }, ['query', 'phrase']],
      [{ query: {}, name: 'x'.repeat(101) }, ['name']],
      [{ query: {}, name: '   ' }, ['name']],
      [{ query: {}, alerts: 'hourly' }, ['alerts']],
      [{}, ['query']],
    ];
    for (const [body, path] of cases) {
      const response = await t.as(buyer).post('/api/saved-searches', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      let node = response.json().errors;
      for (const key of path) node = node.children[key];
      expect(node, JSON.stringify(body)).toBeDefined();
    }
    const patched = await t.as(buyer).patch('/api/saved-searches/1', {});
    expect(patched.statusCode).toBe(400);
    expect(await newMatches(buyer)).toEqual({});
    expect((await t.anonymous.get('/api/saved-searches')).statusCode).toBe(401);
  });

  it('keeps each search to its owner and edition: 404 for anyone else', async () => {
    const owner = await nextAccount();
    const other = await nextAccount();
    const { id } = await save(owner, { phrase: 'lamp' });
    expect((await t.as(other).patch(`/api/saved-searches/${id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await t.as(other).post(`/api/saved-searches/${id}/run`)).statusCode).toBe(404);
    expect((await t.as(other).delete(`/api/saved-searches/${id}`)).statusCode).toBe(404);
    expect((await t.as(other).get('/api/saved-searches')).json().items).toEqual([]);
    const pl = await createAccount(t.database.db, { region: 'pl' });
    expect((await t.as({ id: pl.id, region: 'pl' }).delete(`/api/saved-searches/${id}`)).statusCode).toBe(
      404,
    );
    expect((await t.as(owner).get('/api/saved-searches')).json().items).toHaveLength(1);
  });

  it(`allows at most ${SAVED_SEARCHES_MAX} per account, even when two saves race for the last place`, async () => {
    const buyer = await nextAccount();
    for (let n = 1; n < SAVED_SEARCHES_MAX; n += 1) await save(buyer, { phrase: `thing ${n}` });
    const [a, b] = await Promise.all([
      t.as(buyer).post('/api/saved-searches', { query: { phrase: 'racing a' } }),
      t.as(buyer).post('/api/saved-searches', { query: { phrase: 'racing b' } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const refused = a.statusCode === 400 ? a : b;
    expect(refused.json()).toEqual({
      code: 400,
      message: MESSAGES.validationFailed,
      errors: { errors: [MESSAGES.tooManySavedSearches] },
    });
    const past = await t.as(buyer).post('/api/saved-searches', { query: {} });
    expect(past.statusCode).toBe(400);
    expect(Object.keys(await newMatches(buyer))).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('matches a published offer by phrase, category, price, custom field and radius, counting it once', async () => {
    const buyer = await nextAccount();
    const ids = {
      all: (await save(buyer, { phrase: 'mountain bik', category: sports })).id,
      price: (await save(buyer, { filters: { price: { from: 1000, to: 2000 } } })).id,
      colour: (await save(buyer, { category: bikes, filters: { attributes: { colour: 'red' } } })).id,
      near: (await save(buyer, { geo_distance: { lat: 30.3, lon: -97.7, distance: 20 } })).id,
      otherPhrase: (await save(buyer, { phrase: 'scooter' })).id,
      excluded: (await save(buyer, { phrase: 'bike -red' })).id,
      otherCategory: (await save(buyer, { category: books })).id,
      tooCheap: (await save(buyer, { filters: { price: { to: 1000 } } })).id,
      blue: (await save(buyer, { category: bikes, filters: { attributes: { colour: 'blue' } } })).id,
      far: (await save(buyer, { geo_distance: { lat: 40.7, lon: -74.0, distance: 50 } })).id,
    };
    const offerId = await publish(seller);
    await t.drainEvents();
    const counts = await newMatches(buyer);
    expect(counts).toEqual({
      [ids.all]: 1,
      [ids.price]: 1,
      [ids.colour]: 1,
      [ids.near]: 1,
      [ids.otherPhrase]: 0,
      [ids.excluded]: 0,
      [ids.otherCategory]: 0,
      [ids.tooCheap]: 0,
      [ids.blue]: 0,
      [ids.far]: 0,
    });
    // The same offer edited again is no new match.
    expect(
      (await t.as(seller).post(`/api/offers/${offerId}`, bike({ title: 'Red mountain bike!' }))).statusCode,
    ).toBe(200);
    await t.drainEvents();
    expect(await newMatches(buyer)).toEqual(counts);
    // One notification and one e-mail for the offer, however many searches it matched.
    const told = (await notificationsOf(buyer)).filter((n) => n.data.type === 'newmatches');
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ offerId, offerTitle: 'Red mountain bike' });
    const mails = await outboxOf(t, buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/offer/${offerId}`);

    // Running a search resets its count.
    const run = await t.as(buyer).post(`/api/saved-searches/${ids.all}/run`);
    expect(run.json()).toMatchObject({ id: ids.all, newMatches: 0, query: { phrase: 'mountain bik' } });
    expect((await newMatches(buyer))[ids.price]).toBe(1);
  });

  it('matches an offer edited into a match, and a draft only once published', async () => {
    const buyer = await nextAccount();
    const { id } = await save(buyer, { phrase: 'tandem', filters: { price: { to: 3000 } } });
    const offerId = await publish(seller, { title: 'Tandem bike', price: { amount: 9000 } });
    await t.drainEvents();
    expect((await newMatches(buyer))[id]).toBe(0);
    clock.advance(1000);
    await t
      .as(seller)
      .post(`/api/offers/${offerId}`, bike({ title: 'Tandem bike', price: { amount: 2500 } }));
    await t.drainEvents();
    expect((await newMatches(buyer))[id]).toBe(1);

    const draft = await publish(seller, { title: 'Tandem for two', status: 'draft' });
    await t.drainEvents();
    expect((await newMatches(buyer))[id]).toBe(1);
    clock.advance(1000);
    expect((await t.as(seller).post(`/api/offers/${draft}/publish`)).statusCode).toBe(200);
    await t.drainEvents();
    expect((await newMatches(buyer))[id]).toBe(2);
  });

  it("never tells an offer's author about their own offer", async () => {
    const author = await nextAccount();
    const { id } = await save(author, { phrase: 'unicycle' });
    await publish(author, { title: 'Unicycle' });
    await t.drainEvents();
    expect((await newMatches(author))[id]).toBe(0);
    expect((await notificationsOf(author)).filter((n) => n.data.type === 'newmatches')).toEqual([]);
    expect(await outboxOf(t, author.email)).toEqual([]);
  });

  it('mails instant alerts at once, daily ones in one digest per account, and none when alerts are off', async () => {
    const instant = await nextAccount();
    const daily = await nextAccount();
    const off = await nextAccount();
    await save(instant, { phrase: 'kayak' }, { alerts: 'instant' });
    await save(daily, { phrase: 'kayak' }, { alerts: 'daily', name: 'Kayaks' });
    await save(daily, { phrase: 'canoe' }, { alerts: 'daily', name: 'Canoes' });
    const offSearch = await save(off, { phrase: 'kayak' }, { alerts: 'off' });
    await publish(seller, { title: 'Kayak, two seats' });
    await publish(seller, { title: 'Canoe' });
    await t.drainEvents();
    expect((await outboxOf(t, instant.email)).map((mail) => mail.subject)).toEqual([
      'New offer for your search "kayak"',
    ]);
    expect(await outboxOf(t, daily.email)).toEqual([]);
    expect(await outboxOf(t, off.email)).toEqual([]);
    // Alerts off still count the match and ring the bell.
    expect((await newMatches(off))[offSearch.id]).toBe(1);
    expect((await notificationsOf(off)).filter((n) => n.data.type === 'newmatches')).toHaveLength(1);

    expect(await t.runJob('saved-search-daily-digests')).toBe(1);
    const digest = await outboxOf(t, daily.email);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe('2 new offers for your saved searches');
    expect(digest[0]!.text).toContain('Kayak, two seats (Kayaks)');
    expect(digest[0]!.text).toContain('Canoe (Canoes)');
    // A second run (a retry, another process) sends nothing again.
    expect(await t.runJob('saved-search-daily-digests')).toBe(0);
    expect(await outboxOf(t, daily.email)).toHaveLength(1);
    expect(await outboxOf(t, instant.email)).toHaveLength(1);
  });

  it('mails once when two processes relay events of the same offer at the same time', async () => {
    const other = await buildTestApp({ clock, database: await secondConnection(t.database) });
    try {
      const buyer = await nextAccount();
      await save(buyer, { phrase: 'hammock' });
      await save(buyer, { phrase: 'hammock', category: sports });
      const offerId = await publish(seller, { title: 'Hammock' });
      // A second event of the same offer (an edit) waits beside the first.
      await t.as(seller).post(`/api/offers/${offerId}`, bike({ title: 'Hammock' }));
      await Promise.all([t.drainEvents(), other.drainEvents()]);
      expect(await outboxOf(t, buyer.email)).toHaveLength(1);
      expect((await notificationsOf(buyer)).filter((n) => n.data.type === 'newmatches')).toHaveLength(1);
    } finally {
      await other.app.events.stop();
    }
  });

  it('tells the fans of an offer of each price drop, and only of drops', async () => {
    const fan = await nextAccount();
    const offerId = await publish(seller, { title: 'Road bike', price: { amount: 5000 } });
    await t.drainEvents();
    expect((await t.as(fan).post(`/api/favourites/${offerId}`)).statusCode).toBe(200);
    const drops = async () => (await notificationsOf(fan)).filter((n) => n.data.type === 'pricedrop');

    const edit = (amount: number) =>
      t.as(seller).post(`/api/offers/${offerId}`, bike({ title: 'Road bike', price: { amount } }));
    expect((await edit(5000)).statusCode).toBe(200);
    expect((await edit(6000)).statusCode).toBe(200);
    await t.drainEvents();
    expect(await drops()).toEqual([]);

    await edit(4000);
    await t.drainEvents();
    expect((await drops()).map((n) => n.data)).toEqual([
      expect.objectContaining({ offerId, offerTitle: 'Road bike', oldPrice: 6000, newPrice: 4000 }),
    ]);
    await edit(3500);
    await t.drainEvents();
    expect(await drops()).toHaveLength(2);
    expect((await notificationsOf(seller)).filter((n) => n.data.type === 'pricedrop')).toEqual([]);
  });
});
