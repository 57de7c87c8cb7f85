import { APPROXIMATE_AREA_RADIUS_M, approximateLocation } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCategory } from '../../test/factories.ts';

/** A door in Seattle: the exact place a private seller does not want strangers to find. */
const DOOR = { lat: 47.611341, lon: -122.334567 };
const ADDRESS = {
  street: '123 Pine St',
  apartment_number: '4',
  city: 'Seattle',
  state: 'WA',
  post_code: '98101',
  geo_coordinate: DOOR,
};

/** Everything of the offer's answer that could give the door away, wherever it is. */
const leaks = (body: unknown) => {
  const text = JSON.stringify(body);
  return ['123 Pine St', '98101', String(DOOR.lat), String(DOOR.lon)].filter((part) => text.includes(part));
};

describe("an offer's exact address and pin (decision 082)", () => {
  let t: TestApp;
  let person: TestUser;
  let company: TestUser;
  let visitor: TestUser;
  let bikes: number;
  let flats: number;

  beforeAll(async () => {
    t = await buildTestApp();
    bikes = (await createCategory(t.database.db, { name: 'Bikes' })).id;
    flats = (await createCategory(t.database.db, { name: 'Flats', offerType: 'real_estate' })).id;
    [person, company, visitor] = [
      await registerUser(t, 'us'),
      await registerUser(t, 'us', 'company'),
      await registerUser(t, 'us'),
    ];
  });
  afterAll(() => t.close());

  const bike = (overrides: object = {}) => ({
    type: 'product',
    status: 'published',
    category: bikes,
    title: 'City bike',
    description: 'Rides well.',
    price: { amount: 20000 },
    quantity: 1,
    delivery: { method: 'pickup' },
    address: ADDRESS,
    ...overrides,
  });

  it("gives anyone but the owner only the town and an area around a private seller's offer", async () => {
    const created = await t.as(person).post('/api/offers', bike());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    for (const viewer of [visitor, null]) {
      const seen = (await t.as(viewer).get(`/api/offers/${id}`)).json();
      expect(seen.showExactAddress).toBe(false);
      expect(seen.address).toEqual({
        city: 'Seattle',
        state: 'WA',
        postCode: null,
        street: null,
        apartmentNumber: null,
        geoCoordinate: approximateLocation(DOOR),
      });
      expect(leaks(seen)).toEqual([]);
    }
    // The area drawn on the map holds the real place.
    const area = approximateLocation(DOOR);
    const metres = Math.hypot(
      (area.lat - DOOR.lat) * 111_195,
      (area.lon - DOOR.lon) * 111_195 * Math.cos((DOOR.lat * Math.PI) / 180),
    );
    expect(metres).toBeLessThan(APPROXIMATE_AREA_RADIUS_M);

    // Lists and the search carry the town only.
    const mine = (await t.as(visitor).get(`/api/search/users/${person.id}/offers`)).json();
    expect(leaks(mine)).toEqual([]);
    const found = (
      await t.as(visitor).post('/api/search/offers', {
        phrase: 'city bike',
        geo_distance: { lat: DOOR.lat + 0.001, lon: DOOR.lon, distance: 5 },
      })
    ).json();
    expect(found.items.map((item: { id: number }) => item.id)).toContain(id);
    expect(leaks(found)).toEqual([]);
  });

  it('measures search distances to the area, so probing from around the door finds no more than the area', async () => {
    const { id } = (await t.as(person).post('/api/offers', bike({ title: 'Tandem bike' }))).json();
    const search = async (from: { lat: number; lon: number }, distance: number) =>
      (
        await t.as(visitor).post('/api/search/offers', {
          phrase: 'tandem',
          geo_distance: { ...from, distance },
        })
      ).json().items as { id: number; distanceKm: number }[];
    const area = approximateLocation(DOOR);
    // Standing at the door, the offer is as far as its area's centre (about 500 m here), not 0.
    const [fromDoor] = await search(DOOR, 5);
    expect(fromDoor).toMatchObject({ id, distanceKm: 0.5 });
    // A radius drawn tight around the door misses it; one around the area's centre finds it.
    expect(await search(DOOR, 0.1)).toEqual([]);
    expect((await search(area, 0.1)).map((item) => item.id)).toEqual([id]);
  });

  it('gives the owner everything, so the edit form keeps the street and the pin', async () => {
    const { id } = (await t.as(person).post('/api/offers', bike())).json();
    const own = (await t.as(person).get(`/api/offers/${id}`)).json();
    expect(own.showExactAddress).toBe(false);
    expect(own.address).toMatchObject({
      street: '123 Pine St',
      apartmentNumber: '4',
      postCode: '98101',
      geoCoordinate: DOOR,
    });
  });

  it('shows the exact address of a company, of real estate, and of a person who chose it', async () => {
    const shop = (await t.as(company).post('/api/offers', bike())).json();
    const flat = (
      await t.as(person).post('/api/offers', {
        status: 'published',
        category: flats,
        title: '2-room flat',
        description: 'Sunny.',
        price: { amount: 25000000 },
        quantity: 1,
        address: ADDRESS,
      })
    ).json();
    const chosen = (await t.as(person).post('/api/offers', bike({ show_exact_address: true }))).json();
    for (const { id } of [shop, flat, chosen]) {
      const seen = (await t.as(visitor).get(`/api/offers/${id}`)).json();
      expect(seen.showExactAddress).toBe(true);
      expect(seen.address).toMatchObject({ street: '123 Pine St', postCode: '98101', geoCoordinate: DOOR });
    }
  });

  it("lets a company hide its exact address, and keeps the seller's choice over an edit that does not send it", async () => {
    const { id } = (await t.as(company).post('/api/offers', bike({ show_exact_address: false }))).json();
    expect((await t.as(visitor).get(`/api/offers/${id}`)).json().address.street).toBeNull();

    const { id: chosen } = (
      await t.as(person).post('/api/offers', bike({ show_exact_address: true }))
    ).json();
    const edited = await t.as(person).post(`/api/offers/${chosen}`, bike({ title: 'City bike, new tyres' }));
    expect(edited.statusCode).toBe(200);
    const seen = (await t.as(visitor).get(`/api/offers/${chosen}`)).json();
    expect(seen).toMatchObject({ title: 'City bike, new tyres', showExactAddress: true });
    expect(seen.address.street).toBe('123 Pine St');

    await t.as(person).post(`/api/offers/${chosen}`, bike({ show_exact_address: false }));
    expect((await t.as(visitor).get(`/api/offers/${chosen}`)).json().address.street).toBeNull();
  });

  it('refuses a choice that is not a yes or a no, and changes nothing', async () => {
    const response = await t.as(person).post('/api/offers', bike({ show_exact_address: 'sometimes' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children.showExactAddress.errors).toHaveLength(1);
  });
});
