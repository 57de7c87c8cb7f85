import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransfers, orders, payouts } from '../../db/schema/index.ts';
import { reconcileBooks } from '../../finance.ts';
import { createAdmin } from '../../test/admin.ts';
import {
  buildTestApp,
  createTestClock,
  secondConnection,
  type Caller,
  type TestApp,
} from '../../test/build-test-app.ts';
import { createAccount, createCategory } from '../../test/factories.ts';
import { paidSale } from '../../test/orders.ts';

const GOOD_ACCOUNT = { accountNumber: '000123456789', routingNumber: '110000000' };

/**
 * The books under contention, through two API processes on one database (two pools on PostgreSQL
 * with TEST_DATABASE_URL; on PGlite's single connection the same races run one after another).
 */
describe(`the ledger under concurrent requests (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let other: TestApp;
  const clock = createTestClock(new Date('2026-11-10T12:00:00Z'));
  let seller: Caller;
  let buyer: Caller;
  let admin: Caller;
  let categoryId: number;

  /** A paid order of one 100.00 product with 10.00 delivery (commission 5.00). */
  const paidOrder = () => paidSale(t, { seller, buyer, categoryId });
  async function completedSale() {
    const orderId = await paidOrder();
    await t.as(seller).post(`/api/orders/${orderId}/confirm`);
    await t.as(buyer).post(`/api/orders/${orderId}/complete`);
    return orderId;
  }
  const givePayoutData = (of: Caller) =>
    t.as(of).post('/api/accounts/my/update-payout', { holder: 'Sam Seller', account: GOOD_ACCOUNT });
  const balance = async () => (await t.as(seller).get('/api/payouts/balance')).json();
  const payoutsOf = () => t.database.db.select().from(payouts).where(eq(payouts.accountId, seller.id));
  const transfersOf = (orderId: number, cause: 'refund_sent' | 'sale_refund' | 'sale_release') =>
    t.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.orderId, orderId), eq(ledgerTransfers.cause, cause)));

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    other = await buildTestApp({ clock, database: await secondConnection(t.database) });
    categoryId = (await createCategory(t.database.db)).id;
    admin = await createAdmin(t.database.db);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  beforeEach(async () => {
    seller = { id: (await createAccount(t.database.db)).id, region: 'us' };
    buyer = { id: (await createAccount(t.database.db)).id, region: 'us' };
  });

  it('records one payout when a seller asks twice at once through two processes', async () => {
    await completedSale();
    await givePayoutData(seller);
    const answers = await Promise.all([
      t.as(seller).post('/api/payouts'),
      other.as(seller).post('/api/payouts'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    await Promise.all([t.drainEvents(), other.drainEvents()]);
    expect(await payoutsOf()).toHaveLength(1);
    expect(await balance()).toMatchObject({ available: 0, inPayout: 0, paidOut: 10_500 });
    expect(await reconcileBooks(t.database.db)).toEqual([]);
  });

  it('records one payout when the daily job and ‘Pay out now’ run at once', async () => {
    await completedSale();
    await givePayoutData(seller);
    const [asked] = await Promise.all([other.as(seller).post('/api/payouts'), t.runJob('daily-payouts')]);
    expect([201, 409]).toContain(asked.statusCode);
    await Promise.all([t.drainEvents(), other.drainEvents()]);
    expect(await payoutsOf()).toHaveLength(1);
    expect(await balance()).toMatchObject({ available: 0, inPayout: 0, paidOut: 10_500 });
    expect(await reconcileBooks(t.database.db)).toEqual([]);
  });

  it('lets either a partial refund (dispute, then the decision) or the completion win, never both, and the books agree', async () => {
    const orderId = await paidOrder();
    await t.as(seller).post(`/api/orders/${orderId}/confirm`);
    const refundPath = async () => {
      const disputed = await other
        .as(buyer)
        .post(`/api/orders/${orderId}/dispute`, { description: 'Broken.' });
      const refund = await other
        .as(admin)
        .post(`/api/admin/disputes/orders/${orderId}/refund`, { amount: 5_500, reason: 'Half.' });
      return { disputed: disputed.statusCode, refund: refund.statusCode };
    };
    const [refunded, completed] = await Promise.all([
      refundPath(),
      t.as(buyer).post(`/api/orders/${orderId}/complete`),
    ]);
    await Promise.all([t.drainEvents(), other.drainEvents()]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    if (completed.statusCode === 200) {
      // The dispute may have come first: the buyer then marked the order received regardless, and
      // a completed order is past a decision.
      expect(refunded.refund).not.toBe(200);
      expect(order!.status).toBe('completed');
      expect(await transfersOf(orderId, 'sale_refund')).toHaveLength(0);
      expect(await balance()).toMatchObject({ pending: 0, available: 10_500 });
    } else {
      expect(completed.statusCode).toBe(409);
      expect(refunded).toEqual({ disputed: 200, refund: 200 });
      expect(await transfersOf(orderId, 'sale_refund')).toHaveLength(1);
      expect(await transfersOf(orderId, 'refund_sent')).toHaveLength(1);
      // 55.00 of 110.00 back: the seller keeps 52.50 of 105.00.
      expect(await balance()).toMatchObject({ pending: 0, available: 5_250 });
    }
    expect(await transfersOf(orderId, 'sale_release')).toHaveLength(1);
    expect(await reconcileBooks(t.database.db)).toEqual([]);
  });

  it('sends one refund when its delivery is handled twice at once', async () => {
    const orderId = await paidOrder();
    expect((await t.as(seller).post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    await Promise.all([t.drainEvents(), other.drainEvents(), t.drainEvents()]);
    expect(await transfersOf(orderId, 'refund_sent')).toHaveLength(1);
    expect(await reconcileBooks(t.database.db)).toEqual([]);
  });
});
