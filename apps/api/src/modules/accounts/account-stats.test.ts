import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders } from '../../db/schema/index.ts';
import { PASSWORD, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';

/** Money sums over many rows are computed in a type that holds them (decision 069). */
describe('the stats of a seller with offers worth more than 2^31', () => {
  let t: TestApp;
  let seller: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    seller = await registerUser(t, 'us');
    const categoryId = (await createCategory(db)).id;
    // Offers the form accepted before its bounds: 10^13 minor units times a million pieces each,
    // 10^19 apiece, past even a bigint once multiplied.
    for (const status of ['published', 'published', 'draft'] as const)
      await createOffer(db, {
        accountId: seller.id,
        categoryId,
        status,
        priceAmount: 10_000_000_000_000,
        quantity: 1_000_000,
      });
    const buyer = await createAccount(db);
    for (const amount of [3_000_000_000, 3_000_000_000])
      await db.insert(orders).values({
        region: 'us',
        buyerId: buyer.id,
        sellerId: seller.id,
        status: 'completed',
        amount,
        currency: 'USD',
        paymentDueAt: new Date(),
      });
  });
  afterAll(() => t.close());

  it('signs in', async () => {
    const response = await t.anonymous.post('/api/sessions/create', {
      username: seller.username,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(seller.id);
  });

  it('answers the public profile and the own account', async () => {
    const profile = await t.anonymous.get(`/api/profile/${seller.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().offerStats).toEqual({ numberOfOffers: 2 });
    expect((await t.as(seller).get('/api/accounts/my')).statusCode).toBe(200);
  });

  it('answers the profile stats with the right values', async () => {
    const response = await t.as(seller).get('/api/stats/my-profile');
    expect(response.statusCode).toBe(200);
    expect(response.json().stats.offers).toEqual({
      offersCounter: 3,
      activeOffersCounter: 2,
      activeOffersValue: 2e19,
      earned: 6_000_000_000,
    });
  });
});

/** A sold-out product is not for sale: it leaves the active offers and their value (issue 34, decision 118). */
describe('the profile stats of a seller after a sale that empties a product', () => {
  let t: TestApp;
  let seller: TestUser;
  let soldOutId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    seller = await registerUser(t, 'us');
    const categoryId = (await createCategory(db)).id;
    // 2 pieces at 20.00 and 1 piece at 20.00: 60.00 for sale until the single piece sells.
    await createOffer(db, { accountId: seller.id, categoryId, priceAmount: 2000, quantity: 2 });
    soldOutId = (await createOffer(db, { accountId: seller.id, categoryId, priceAmount: 2000, quantity: 1 }))
      .id;
    const buyer = { id: (await createAccount(db)).id, region: 'us' } as const;
    const placed = await placeOrder(t, buyer, [{ product: soldOutId, quantity: 1 }]);
    expect(placed.statusCode).toBe(201);
    const paid = await payInSandbox(t, buyer, placed.json().payment.gatewayData.clientSecret);
    expect(paid.json().status).toBe('succeeded');
  });
  afterAll(() => t.close());

  it('leaves the sold-out product out of the active offers and their value', async () => {
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, soldOutId));
    expect(row).toMatchObject({ status: 'published', quantity: 0 });
    const response = await t.as(seller).get('/api/stats/my-profile');
    expect(response.statusCode).toBe(200);
    expect(response.json().stats.offers).toEqual({
      offersCounter: 2,
      activeOffersCounter: 1,
      activeOffersValue: 4000,
      earned: 0,
    });
  });

  it('still counts it among the offers the public profile lists', async () => {
    const profile = await t.anonymous.get(`/api/profile/${seller.id}`);
    expect(profile.json().offerStats).toEqual({ numberOfOffers: 2 });
  });
});
