import { MESSAGES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers, orders } from '../../db/schema/index.ts';
import {
  buildTestApp,
  createTestClock,
  secondConnection,
  type Caller,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';
import { holdRefusal, ORDER_LIMITS } from './orders.limits.ts';

/**
 * How much stock one buyer may hold in unpaid orders, and how often they may order (decision 072):
 * through the API, at once on two processes, and as the pure rule.
 */
describe('limits on what one buyer holds', () => {
  let t: TestApp;
  let other: TestApp;
  let categoryId: number;
  const clock = createTestClock();

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    // A second API process on the same database (its own pool on PostgreSQL).
    other = await buildTestApp({ clock, database: await secondConnection(t.database) });
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  // Each test starts a fresh window of the submit limit.
  beforeEach(() => {
    const { windowMs } = ORDER_LIMITS.submitsPerBuyer;
    clock.advance(windowMs - (clock().getTime() % windowMs));
  });

  const person = async (): Promise<Caller> => ({
    id: (await createAccount(t.database.db)).id,
    region: 'us',
  });
  /** A product of its own seller with `quantity` pieces. */
  const product = async (quantity = 100) =>
    createOffer(t.database.db, { accountId: (await person()).id, categoryId, quantity });
  const stockOf = async (offerId: number) =>
    (await t.database.db.select().from(offers).where(eq(offers.id, offerId)))[0]!.quantity ?? 0;
  const ordersOf = (buyer: Caller) => t.database.db.select().from(orders).where(eq(orders.buyerId, buyer.id));

  it('lets one buyer hold at most 3 unpaid orders; paying one frees a place', async () => {
    const buyer = await person();
    const held = [];
    for (let i = 0; i < ORDER_LIMITS.unpaidOrdersPerBuyer; i++) {
      const placed = await placeOrder(t, buyer, [{ product: (await product()).id }]);
      expect(placed.statusCode, placed.body).toBe(201);
      held.push(placed.json());
    }
    const fourth = await product();
    const refused = await placeOrder(t, buyer, [{ product: fourth.id }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 409, message: MESSAGES.tooManyUnpaidOrders });
    expect(await stockOf(fourth.id)).toBe(100);
    expect(await ordersOf(buyer)).toHaveLength(3);

    await payInSandbox(t, buyer, held[0].payment.gatewayData.clientSecret);
    expect((await placeOrder(t, buyer, [{ product: fourth.id }])).statusCode).toBe(201);
  });

  it('lets the unpaid orders of one buyer hold at most 20 pieces in all, changing nothing when refused', async () => {
    const buyer = await person();
    const [first, second, third] = [await product(), await product(), await product()];
    expect((await placeOrder(t, buyer, [{ product: first.id, quantity: 15 }])).statusCode).toBe(201);
    const over = await placeOrder(t, buyer, [
      { product: second.id, quantity: 3 },
      { product: second.id, quantity: 3 },
    ]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 409, message: MESSAGES.tooManyUnpaidPieces });
    expect(await stockOf(second.id)).toBe(100);
    expect((await placeOrder(t, buyer, [{ product: second.id, quantity: 5 }])).statusCode).toBe(201);

    const newcomer = await person();
    const tooMany = await placeOrder(t, newcomer, [{ product: third.id, quantity: 21 }]);
    expect(tooMany.statusCode).toBe(409);
    expect(await stockOf(third.id)).toBe(100);
  });

  it("no longer lets one buyer take a seller's whole stock with orders of 50 lines", async () => {
    const seller = await person();
    const stock = await Promise.all(
      Array.from({ length: 23 }, () =>
        createOffer(t.database.db, { accountId: seller.id, categoryId, quantity: 10 }),
      ),
    );
    const buyer = await person();
    for (let round = 0; round < 4; round++) {
      const lines = Array.from({ length: 50 }, (_, i) => ({ product: stock[(i + round * 7) % 23]!.id }));
      await placeOrder(t, buyer, lines);
    }
    const left = await Promise.all(stock.map((offer) => stockOf(offer.id)));
    expect(230 - left.reduce((sum, pieces) => sum + pieces, 0)).toBeLessThanOrEqual(
      ORDER_LIMITS.unpaidPiecesPerBuyer,
    );
  });

  it('lets only one of two orders at once take the last place, on two processes', async () => {
    const buyer = await person();
    for (let i = 0; i < ORDER_LIMITS.unpaidOrdersPerBuyer - 1; i++)
      expect((await placeOrder(t, buyer, [{ product: (await product()).id }])).statusCode).toBe(201);
    const [a, b] = [await product(), await product()];
    const answers = await Promise.all([
      placeOrder(t, buyer, [{ product: a.id }]),
      placeOrder(other, buyer, [{ product: b.id }]),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await ordersOf(buyer)).toHaveLength(ORDER_LIMITS.unpaidOrdersPerBuyer);
    expect((await stockOf(a.id)) + (await stockOf(b.id))).toBe(199);

    // Nor two orders of pieces that fit alone but not together.
    const other2 = await person();
    const [c, d] = [await product(), await product()];
    const pieces = await Promise.all([
      placeOrder(t, other2, [{ product: c.id, quantity: 12 }]),
      placeOrder(other, other2, [{ product: d.id, quantity: 12 }]),
    ]);
    expect(pieces.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await stockOf(c.id)) + (await stockOf(d.id))).toBe(188);
  });

  it('limits how often one buyer submits orders (429 with Retry-After), whatever the answers', async () => {
    const buyer = await person();
    const gone = await product();
    await t.database.db.update(offers).set({ status: 'closed' }).where(eq(offers.id, gone.id));
    const { max } = ORDER_LIMITS.submitsPerBuyer;
    for (let i = 0; i < max; i++)
      expect((await placeOrder(i % 2 ? t : other, buyer, [{ product: gone.id }])).statusCode).toBe(400);
    const limited = await placeOrder(t, buyer, [{ product: (await product()).id }]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another buyer is not affected.
    expect((await placeOrder(t, await person(), [{ product: (await product()).id }])).statusCode).toBe(201);
  });

  it('answers a retried submit under its Idempotency-Key without counting it again', async () => {
    const buyer = await person();
    const offer = await product();
    const { max } = ORDER_LIMITS.submitsPerBuyer;
    const first = await placeOrder(t, buyer, [{ product: offer.id }], { idempotencyKey: 'retry-1' });
    for (let i = 0; i < max + 2; i++) {
      const retried = await placeOrder(t, buyer, [{ product: offer.id }], { idempotencyKey: 'retry-1' });
      expect(retried.statusCode).toBe(201);
      expect(retried.json().order.orderId).toBe(first.json().order.orderId);
    }
  });

  it('states the rule as a pure function', () => {
    expect(holdRefusal({ orders: 0, pieces: 0 }, 20)).toBeNull();
    expect(holdRefusal({ orders: 2, pieces: 19 }, 1)).toBeNull();
    expect(holdRefusal({ orders: 3, pieces: 0 }, 1)).toBe(MESSAGES.tooManyUnpaidOrders);
    expect(holdRefusal({ orders: 1, pieces: 15 }, 6)).toBe(MESSAGES.tooManyUnpaidPieces);
  });
});
