import { LIMITS, MESSAGES, type PriceProposalDto } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, priceProposals } from '../../db/schema/index.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { chatUser } from '../../test/chat.ts';
import { createCategory } from '../../test/factories.ts';

const ADDRESS = {
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  post_code: '73301',
  geo_coordinate: { lat: 30.27, lon: -97.74 },
};

/** The seller's own floor for price proposals (issue 28, decision 101), through the HTTP API. */
describe('the proposal floor a seller sets on a product', () => {
  let t: TestApp;
  let seller: Caller;
  let buyer: Caller;
  let products: number;
  let services: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    products = (await createCategory(db, { name: 'Bikes' })).id;
    services = (await createCategory(db, { name: 'Repairs', offerType: 'service' })).id;
    [seller, buyer] = [await chatUser(t), await chatUser(t)];
  });
  afterAll(() => t.close());

  /** A published product at $100.00, with the given fields (snake_case, as a client sends them). */
  const product = (overrides: object = {}) => ({
    status: 'published',
    category: products,
    title: 'City bike',
    description: 'Three gears, new tyres.',
    price: { amount: 10_000 },
    quantity: 1,
    delivery: { method: 'pickup' },
    address: ADDRESS,
    ...overrides,
  });
  const create = (body: object) => t.as(seller).post('/api/offers', body);
  const floorOf = async (id: number) =>
    (await t.database.db.select({ floor: offers.proposalFloor }).from(offers).where(eq(offers.id, id)))[0]!
      .floor;
  const make = (caller: Caller, offerId: number, amount: number) =>
    t.as(caller).post('/api/price-proposals', { offer_id: offerId, amount });

  it('stores the floor sent as { amount } or as a plain integer, and shows it to the owner only', async () => {
    const asObject = await create(product({ proposal_floor: { amount: 7_000 } }));
    expect(asObject.statusCode).toBe(201);
    expect(asObject.json().proposalFloor).toEqual({ amount: 7_000, currency: 'USD' });
    const asNumber = await create(product({ proposal_floor: 6_500 }));
    expect(asNumber.json().proposalFloor).toEqual({ amount: 6_500, currency: 'USD' });
    const id = asObject.json<{ id: number }>().id;
    expect(await floorOf(id)).toBe(7_000);

    // The owner's read (the edit form's) carries it back.
    expect((await t.as(seller).get(`/api/offers/${id}`)).json().proposalFloor).toEqual({
      amount: 7_000,
      currency: 'USD',
    });
    // Everyone else gets the shared page without the key, before and after the owner's read, and so
    // does the search's read of the offer.
    for (const viewer of [buyer, null, buyer]) {
      const page = await t.as(viewer).get(`/api/offers/${id}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).not.toHaveProperty('proposalFloor');
      expect(page.body).not.toContain('7000');
      const searched = await t.as(viewer).get(`/api/search/offers/${id}`);
      expect(searched.json()).not.toHaveProperty('proposalFloor');
    }
  });

  it('answers null to the owner when no floor is set (the default, half the price)', async () => {
    const created = await create(product());
    expect(created.json().proposalFloor).toBeNull();
    expect(await floorOf(created.json<{ id: number }>().id)).toBeNull();
  });

  it.each([
    ['the asking price', 10_000, MESSAGES.proposalFloorNotBelowPrice],
    ['above the asking price', 10_001, MESSAGES.proposalFloorNotBelowPrice],
    ['zero', 0, MESSAGES.invalidValue],
    // As for the price itself (the same amount schema).
    ['a negative amount', -5, MESSAGES.notANumber],
    ['a fraction of a minor unit', 10.5, MESSAGES.notANumber],
    ['a word', 'cheap', MESSAGES.notANumber],
    ['past the price bound', LIMITS.amountMax + 1, MESSAGES.amountTooHigh],
  ])('refuses a floor of %s with a field error, and writes nothing', async (_name, floor, message) => {
    const before = await t.database.db.select({ id: offers.id }).from(offers);
    for (const sent of [floor, { amount: floor }]) {
      const answer = await create(product({ proposal_floor: sent }));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.children.proposalFloor.errors).toEqual([message]);
    }
    expect(await t.database.db.select({ id: offers.id }).from(offers)).toHaveLength(before.length);
  });

  it('refuses a floor on a product without a price', async () => {
    const answer = await create(product({ status: 'draft', price: null, proposal_floor: 100 }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.children.proposalFloor.errors).toEqual([MESSAGES.proposalFloorNotBelowPrice]);
  });

  it('ignores a floor sent for another type than a product', async () => {
    const answer = await create({
      status: 'draft',
      category: services,
      title: 'Bike repairs',
      price_from: 2_000,
      period: 'hourly',
      proposal_floor: 1_000,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).not.toHaveProperty('proposalFloor');
    expect(await floorOf(answer.json<{ id: number }>().id)).toBeNull();
  });

  it('edits the floor: set, kept when absent, cleared with null, refused at or above a new price (nothing written)', async () => {
    const id = (await create(product())).json<{ id: number }>().id;
    const edit = (body: object) => t.as(seller).post(`/api/offers/${id}`, product(body));
    expect((await edit({ proposal_floor: { amount: 8_000 } })).json().proposalFloor.amount).toBe(8_000);
    // An older client that does not know the field keeps it.
    expect((await edit({ title: 'City bike, blue' })).json().proposalFloor.amount).toBe(8_000);
    // A lower price at or under the floor, with the floor sent: a field error, nothing changes.
    const refused = await edit({ price: { amount: 8_000 }, proposal_floor: 8_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.children.proposalFloor.errors).toEqual([
      MESSAGES.proposalFloorNotBelowPrice,
    ]);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
    expect(row).toMatchObject({ priceAmount: 10_000, proposalFloor: 8_000, title: 'City bike, blue' });
    // A lower price alone (an older client): the kept floor no longer below it goes back to the default.
    expect((await edit({ price: { amount: 7_000 } })).json().proposalFloor).toBeNull();
    expect((await edit({ proposal_floor: 6_000 })).json().proposalFloor.amount).toBe(6_000);
    expect((await edit({ proposal_floor: null })).json().proposalFloor).toBeNull();
    expect(await floorOf(id)).toBeNull();
    // Another seller cannot set it.
    const stranger = await chatUser(t);
    expect((await t.as(stranger).post(`/api/offers/${id}`, product({ proposal_floor: 1 }))).statusCode).toBe(
      404,
    );
  });

  it('refuses a proposal below the seller’s floor and takes one at or above it', async () => {
    const id = (await create(product({ proposal_floor: { amount: 8_000 } }))).json<{ id: number }>().id;
    // Half the price would do by default; the seller's floor is higher.
    const below = await make(buyer, id, 7_999);
    expect(below.statusCode).toBe(400);
    expect(below.json().errors.children.amount.errors).toEqual([MESSAGES.proposalBelowFloor]);
    // The answer does not tell the floor.
    expect(below.body).not.toContain('8000');
    // Kept as declined, so that it counts against the buyer's proposals (decision 114).
    const rows = await t.database.db.select().from(priceProposals).where(eq(priceProposals.offerId, id));
    expect(rows.map((row) => row.status)).toEqual(['declined']);
    const at = await make(buyer, id, 8_000);
    expect(at.statusCode).toBe(201);
    expect(at.json<PriceProposalDto>()).toMatchObject({ amount: 8_000, askingPrice: 10_000 });
    expect((await make(buyer, id, 9_000)).statusCode).toBe(201);
  });

  it('takes proposals from a floor lower than half', async () => {
    const id = (await create(product({ proposal_floor: 2_500 }))).json<{ id: number }>().id;
    expect((await make(buyer, id, 2_499)).statusCode).toBe(400);
    expect((await make(buyer, id, 2_500)).statusCode).toBe(201);
  });

  it('falls back to half the price without a floor, and after the floor is cleared', async () => {
    const id = (await create(product({ proposal_floor: 9_000 }))).json<{ id: number }>().id;
    expect((await make(buyer, id, 5_000)).statusCode).toBe(400);
    await t.as(seller).post(`/api/offers/${id}`, product({ proposal_floor: null }));
    expect((await make(buyer, id, 4_999)).json().errors.children.amount.errors).toEqual([
      MESSAGES.proposalBelowFloor,
    ]);
    expect((await make(buyer, id, 5_000)).statusCode).toBe(201);
  });

  it('applies the new floor at once, even to a buyer who read the offer before', async () => {
    const id = (await create(product())).json<{ id: number }>().id;
    await t.as(buyer).get(`/api/offers/${id}`);
    await t.as(seller).post(`/api/offers/${id}`, product({ proposal_floor: 9_500 }));
    expect((await make(buyer, id, 9_000)).statusCode).toBe(400);
    expect((await make(buyer, id, 9_500)).statusCode).toBe(201);
  });
});
