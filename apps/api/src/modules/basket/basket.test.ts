import { BASKET_LINES_MAX } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basketLines, offers } from '../../db/schema/index.ts';
import { login, registerUser, type TestUser } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCategory, createOffer } from '../../test/factories.ts';

const OUT_OF_DATE = 'Some offers have been removed, because they were out of date.';

describe('basket', () => {
  let t: TestApp;
  let seller: TestUser;
  let buyer: TestUser;
  let categoryId: number;
  const product = (values: Partial<typeof offers.$inferInsert> = {}) =>
    createOffer(t.database.db, { accountId: seller.id, categoryId, quantity: 5, ...values });

  beforeAll(async () => {
    t = await buildTestApp();
    [seller, buyer] = [await registerUser(t, 'us'), await registerUser(t, 'us')];
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(basketLines);
  });

  it('adds a product once per offer, setting the quantity, and reads it with the offer, its stock and delivery', async () => {
    const bike = await product({ title: 'Red bike', deliveryMethod: 'courier', deliveryPrice: 1500 });
    expect((await t.as(buyer).post('/api/basket/items', { offer_id: bike.id })).statusCode).toBe(200);
    const again = await t.as(buyer).post('/api/basket/items', { offer_id: bike.id, quantity: 3 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      items: [
        {
          quantity: 3,
          agreedPrice: null,
          offer: expect.objectContaining({
            id: bike.id,
            title: 'Red bike',
            piecesAvailable: 5,
            delivery: { method: 'courier', price: { amount: 1500 } },
            account: expect.objectContaining({ id: seller.id }),
          }),
        },
      ],
      removedOfferIds: [],
      message: null,
    });
    expect((await t.as(buyer).get('/api/basket')).json().items).toHaveLength(1);
  });

  it('follows the account: another sign-in of the same user reads the same basket', async () => {
    const lamp = await product();
    await t.as(buyer).post('/api/basket/items', { offer_id: lamp.id, quantity: 2 });
    const elsewhere = await login(t, 'us', buyer.username, buyer.password);
    const basket = (await t.as(elsewhere).get('/api/basket')).json();
    expect(basket.items.map((line: any) => [line.offer.id, line.quantity])).toEqual([[lamp.id, 2]]);
  });

  it.each([
    ['its own offer', () => createOffer(t.database.db, { accountId: buyer.id, categoryId })],
    ['a draft', () => product({ status: 'draft' })],
    ['a service', () => product({ type: 'service', quantity: null })],
    ['a sold-out product', () => product({ quantity: 0 })],
    ['an expired product', () => product({ expiredAt: new Date(Date.now() - 60_000) })],
  ])('refuses %s with 400 and a message', async (_name, create) => {
    const offer = await create();
    const response = await t.as(buyer).post('/api/basket/items', { offer_id: offer.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: "You can't add this offer to the basket" });
    expect((await t.as(buyer).get('/api/basket')).json().items).toEqual([]);
  });

  it('refuses more pieces than the seller has, as a field error, and keeps the basket as it was', async () => {
    const chair = await product({ quantity: 2 });
    const response = await t.as(buyer).post('/api/basket/items', { offer_id: chair.id, quantity: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children.quantity.errors).toEqual([
      'The seller does not have that many pieces.',
    ]);
    expect((await t.as(buyer).get('/api/basket')).json().items).toEqual([]);
  });

  it.each([
    [{ quantity: 1 }, 'offerId'],
    [{ offer_id: 'x' }, 'offerId'],
    [{ offer_id: 1, quantity: 0 }, 'quantity'],
    [{ offer_id: 1, quantity: 1.5 }, 'quantity'],
  ])('answers %j with a field error on %s, never a 500', async (body, field) => {
    const response = await t.as(buyer).post('/api/basket/items', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.children[field]).toBeDefined();
  });

  it('drops lines whose offer can no longer be bought, says so once, and lowers a line to the stock left', async () => {
    const [kept, closed, lowered] = [await product(), await product(), await product({ quantity: 4 })];
    for (const offer of [kept, closed, lowered])
      await t
        .as(buyer)
        .post('/api/basket/items', { offer_id: offer.id, quantity: offer === lowered ? 4 : 1 });
    const db = t.database.db;
    await db.update(offers).set({ status: 'closed', closedAt: new Date() }).where(eq(offers.id, closed.id));
    await db.update(offers).set({ quantity: 2 }).where(eq(offers.id, lowered.id));

    const basket = (await t.as(buyer).get('/api/basket')).json();
    expect(basket.items.map((line: any) => [line.offer.id, line.quantity])).toEqual([
      [kept.id, 1],
      [lowered.id, 2],
    ]);
    expect(basket).toMatchObject({ removedOfferIds: [closed.id], message: OUT_OF_DATE });
    expect((await t.as(buyer).get('/api/basket')).json()).toMatchObject({
      removedOfferIds: [],
      message: null,
    });
  });

  it('removes a line, and answers 404 for an offer the basket does not hold', async () => {
    const vase = await product();
    await t.as(buyer).post('/api/basket/items', { offer_id: vase.id });
    const removed = await t.as(buyer).delete(`/api/basket/items/${vase.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    expect((await t.as(buyer).delete(`/api/basket/items/${vase.id}`)).statusCode).toBe(404);
  });

  it("never shows or changes another account's basket", async () => {
    const rug = await product();
    await t.as(buyer).post('/api/basket/items', { offer_id: rug.id });
    const other = await registerUser(t, 'us');
    expect((await t.as(other).get('/api/basket')).json().items).toEqual([]);
    expect((await t.as(other).delete(`/api/basket/items/${rug.id}`)).statusCode).toBe(404);
    await t.as(other).delete('/api/basket');
    expect((await t.as(buyer).get('/api/basket')).json().items).toHaveLength(1);
  });

  it('merges the device basket on sign-in: new lines join, shared ones keep the larger quantity, the rest is named', async () => {
    const [held, fresh, gone] = [await product(), await product(), await product({ status: 'closed' })];
    await t.as(buyer).post('/api/basket/items', { offer_id: held.id, quantity: 3 });
    const response = await t.as(buyer).post('/api/basket/merge', {
      items: [
        { offer_id: held.id, quantity: 2 },
        { offer_id: fresh.id, quantity: 9 },
        { offer_id: fresh.id, quantity: 1 },
        { offer_id: gone.id },
      ],
    });
    expect(response.statusCode).toBe(200);
    const basket = response.json();
    expect(basket.items.map((line: any) => [line.offer.id, line.quantity])).toEqual([
      [held.id, 3],
      [fresh.id, 5],
    ]);
    expect(basket).toMatchObject({ removedOfferIds: [gone.id], message: OUT_OF_DATE });
  });

  it(`holds at most ${BASKET_LINES_MAX} lines`, async () => {
    const many = [];
    for (let i = 0; i < BASKET_LINES_MAX; i += 1) many.push({ offer_id: (await product()).id });
    expect((await t.as(buyer).post('/api/basket/merge', { items: many })).json().items).toHaveLength(
      BASKET_LINES_MAX,
    );
    const response = await t.as(buyer).post('/api/basket/items', { offer_id: (await product()).id });
    expect(response.json()).toEqual({ code: 400, message: 'The basket is full.' });
  });

  it('is for signed-in users only', async () => {
    expect((await t.anonymous.get('/api/basket')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/basket/items', { offer_id: 1 })).statusCode).toBe(401);
  });

  it('clears the basket', async () => {
    await t.as(buyer).post('/api/basket/items', { offer_id: (await product()).id });
    expect((await t.as(buyer).delete('/api/basket')).statusCode).toBe(204);
    expect((await t.as(buyer).get('/api/basket')).json().items).toEqual([]);
  });
});
