import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers, orders } from '../../db/schema/index.ts';
import {
  buildTestApp,
  createTestClock,
  secondConnection,
  type Caller,
  type TestApp,
} from '../../test/build-test-app.ts';
import { eventually } from '../../test/eventually.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';

/**
 * Orders under contention and across processes. Meant for PostgreSQL (CI runs every API test file
 * there too, with TEST_DATABASE_URL), where requests really run at once on several connections; on
 * PGlite's single connection the same tests pass with the requests taken one after another.
 */
describe('orders under concurrent requests and across API processes', () => {
  let t: TestApp;
  let other: TestApp;
  let seller: Caller;
  let categoryId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    // A second API process on the same database (its own pool on PostgreSQL).
    other = await buildTestApp({ database: await secondConnection(t.database) });
    seller = { id: (await createAccount(t.database.db)).id, region: 'us' };
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const stockOf = async (offerId: number) =>
    (await t.database.db.select().from(offers).where(eq(offers.id, offerId)))[0]!.quantity;

  it('sells 5 pieces to exactly 5 of 20 buyers racing for them, through two processes, and the stock ends at 0', async () => {
    const offer = await createOffer(t.database.db, { accountId: seller.id, categoryId, quantity: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => ({
        id: (await createAccount(t.database.db)).id,
        region: 'us' as const,
      })),
    );
    const answers = await Promise.all(
      buyers.map((buyer, i) => placeOrder(i % 2 === 0 ? t : other, buyer, [{ product: offer.id }])),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 400)).toHaveLength(15);
    expect(await stockOf(offer.id)).toBe(0);
    const placed = await t.database.db.select().from(orders).where(eq(orders.sellerId, seller.id));
    expect(placed).toHaveLength(5);
  });

  it('keeps the stock from going below zero whatever a query does (a CHECK constraint)', async () => {
    const offer = await createOffer(t.database.db, { accountId: seller.id, categoryId, quantity: 1 });
    await expect(
      t.database.db.update(offers).set({ quantity: -1 }).where(eq(offers.id, offer.id)),
    ).rejects.toThrow();
    expect(await stockOf(offer.id)).toBe(1);
  });

  it('creates one order for a submit retried at once on both processes with the same Idempotency-Key', async () => {
    const offer = await createOffer(t.database.db, { accountId: seller.id, categoryId, quantity: 10 });
    const buyer = { id: (await createAccount(t.database.db)).id, region: 'us' as const };
    const answers = await Promise.all(
      [t, other, t, other].map((app) =>
        placeOrder(app, buyer, [{ product: offer.id }], { idempotencyKey: 'k-1' }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.json().order.orderId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json().payment.gatewayData.clientSecret)).size).toBe(1);
    expect(await stockOf(offer.id)).toBe(9);
  });

  it('pays once when the same success is delivered at once on both processes', async () => {
    const offer = await createOffer(t.database.db, { accountId: seller.id, categoryId, quantity: 3 });
    const buyer = { id: (await createAccount(t.database.db)).id, region: 'us' as const };
    const placed = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
    const secret = placed.payment.gatewayData.clientSecret;
    const answers = await Promise.all([t, other, t, other].map((app) => payInSandbox(app, buyer, secret)));
    expect(answers.map((answer) => answer.json().status)).toEqual(Array(4).fill('succeeded'));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.order.orderId));
    expect(order!.status).toBe('paid');
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, seller.id));
    expect(told.filter((row) => row.data.orderId === placed.order.orderId)).toHaveLength(1);
  });
});

describe("an order's timed steps as events", () => {
  it('runs the unpaid deadline on its own once it is due: the order is canceled and its stock returned', async () => {
    const clock = createTestClock();
    const t = await buildTestApp({ clock });
    try {
      const seller = await createAccount(t.database.db);
      const categoryId = (await createCategory(t.database.db)).id;
      const offer = await createOffer(t.database.db, { accountId: seller.id, categoryId, quantity: 2 });
      const buyer = { id: (await createAccount(t.database.db)).id, region: 'us' as const };
      const placed = (await placeOrder(t, buyer, [{ product: offer.id, quantity: 2 }])).json();
      // Nobody drains: the relay's own poll finds the step once the clock passes its time.
      clock.advance(16 * 60_000);
      await eventually(async () => {
        const [order] = await t.database.db.select().from(orders).where(eq(orders.id, placed.order.orderId));
        return order!.status === 'canceled';
      }, 15_000);
      const [after] = await t.database.db.select().from(offers).where(eq(offers.id, offer.id));
      expect(after!.quantity).toBe(2);
    } finally {
      await t.close();
    }
  });
});
