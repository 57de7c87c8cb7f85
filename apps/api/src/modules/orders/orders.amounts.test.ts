import { LIMITS } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders, payments } from '../../db/schema/index.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer, createOrderPayment } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';

/** An order's total is what one card payment can take (decision 069), checked before any stock is taken. */
describe('order amounts', () => {
  let t: TestApp;
  let seller: Caller;
  let buyer: Caller;
  let categoryId: number;

  const product = (values: Partial<typeof offers.$inferInsert>) =>
    createOffer(t.database.db, { accountId: seller.id, categoryId, quantity: 5, ...values });
  const stockOf = async (offerId: number) =>
    (await t.database.db.select().from(offers).where(eq(offers.id, offerId)))[0]!.quantity;
  const ordersOf = (buyerId: number) =>
    t.database.db.select().from(orders).where(eq(orders.buyerId, buyerId));
  const tooLarge = (index: number) => ({
    code: 400,
    message: 'Validation Failed',
    errors: {
      children: {
        basket: {
          children: {
            products: {
              children: {
                [index]: { children: { quantity: { errors: ['An order can total at most 999,999.99.'] } } },
              },
            },
          },
        },
      },
    },
  });

  beforeAll(async () => {
    t = await buildTestApp();
    const account = async () => ({ id: (await createAccount(t.database.db)).id, region: 'us' as const });
    [seller, buyer] = [await account(), await account()];
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  it('refuses a product priced 3,000,000,000 with a field error, taking no stock and writing nothing', async () => {
    // A price the offer form accepted before its bounds (decision 069).
    const offer = await product({ priceAmount: 3_000_000_000 });
    const placed = await placeOrder(t, buyer, [{ product: offer.id }], { address: null });
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toEqual(tooLarge(0));
    expect(await stockOf(offer.id)).toBe(5);
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await t.database.db.select().from(payments).where(eq(payments.accountId, buyer.id))).toEqual([]);
  });

  it('refuses lines that together pass the maximum, naming the largest; takes exactly the maximum', async () => {
    // 40,000,000 + 1 for delivery and 60,000,000: 100,000,001 in all.
    const sent = await product({ priceAmount: 40_000_000, deliveryMethod: 'courier', deliveryPrice: 1 });
    const taken = await product({ priceAmount: 60_000_000 });
    const refused = await placeOrder(t, buyer, [{ product: sent.id }, { product: taken.id }]);
    expect(refused.json()).toEqual(tooLarge(1));
    expect([await stockOf(sent.id), await stockOf(taken.id)]).toEqual([5, 5]);

    const exact = await product({ priceAmount: LIMITS.orderAmountMax });
    const placed = await placeOrder(t, buyer, [{ product: exact.id }], { address: null });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.amount).toBe(99_999_999);
    const paid = await payInSandbox(t, buyer, placed.json().payment.gatewayData.clientSecret);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    expect(await stockOf(exact.id)).toBe(4);
  });

  it("records a payment of any amount its order's column holds (both bigint)", async () => {
    const payment = await createOrderPayment(t.database.db, {
      accountId: buyer.id,
      sellerId: seller.id,
      amount: 3_000_000_000,
    });
    expect(payment.amount).toBe(3_000_000_000);
  });
});
