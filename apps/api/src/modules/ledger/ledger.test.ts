import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerTransfers, orders } from '../../db/schema/index.ts';
import { PASSWORD, registerUser } from '../../test/accounts.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';
import { createUnitOfWork } from '../../db/unit-of-work.ts';
import { bookSale } from './ledger.book.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { reconcileLedger, type ReconcileSources } from './ledger.reconcile.ts';

/** Books as a seller sees them, in minor units. */
type Balances = { pending: number; available: number; inPayout: number };

describe('the ledger', () => {
  let t: TestApp;
  const clock = createTestClock();
  let seller: Caller;
  let buyer: Caller;
  let admin: Caller;
  let categoryId: number;

  const ledger = () => createLedgerRepository(t.database.db);
  const unitOfWork = () => createUnitOfWork(t.database.db, { ledger: createLedgerRepository });
  const balances = (accountId: number): Promise<Balances> => ledger().sellerBalances(accountId, 'USD');
  /** The payments recorded by their module, as the reconciliation compares them. */
  const sources: ReconcileSources = {
    payments: async () =>
      (
        (await t.database.db.execute(
          sql`select id, currency, amount::int as amount, status, refunded_amount::int as "refundedAmount",
                     provider_payment_id as "providerPaymentId"
              from payments where status in ('succeeded', 'refunded')`,
        )) as unknown as { rows: Awaited<ReturnType<ReconcileSources['payments']>> }
      ).rows,
    payouts: async () => [],
  };

  /** A paid order of two pieces at 25.00 with 5.00 delivery: 55.00, commission 5 % of 50.00. */
  async function paidOrder() {
    const offer = await createOffer(t.database.db, {
      accountId: seller.id,
      categoryId,
      quantity: 5,
      priceAmount: 2500,
      deliveryMethod: 'courier',
      deliveryPrice: 500,
    });
    const placed = (await placeOrder(t, buyer, [{ product: offer.id, quantity: 2 }])).json();
    expect((await payInSandbox(t, buyer, placed.payment.gatewayData.clientSecret)).json()).toEqual({
      status: 'succeeded',
    });
    return placed.order.orderId as number;
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    categoryId = (await createCategory(t.database.db)).id;
    admin = await createAdmin(t.database.db);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    seller = { id: (await createAccount(t.database.db)).id, region: 'us' };
    buyer = { id: (await createAccount(t.database.db)).id, region: 'us' };
  });

  it('holds a paid order’s share pending, less the commission, and releases it when the buyer completes', async () => {
    const orderId = await paidOrder();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.commission).toBe(250);
    expect(await balances(seller.id)).toEqual({ pending: 5250, available: 0, inPayout: 0 });

    expect((await t.as(seller).post(`/api/orders/${orderId}/confirm`)).statusCode).toBe(200);
    expect((await t.as(buyer).post(`/api/orders/${orderId}/complete`)).statusCode).toBe(200);
    expect(await balances(seller.id)).toEqual({ pending: 0, available: 5250, inPayout: 0 });
    expect(await reconcileLedger(ledger(), sources)).toEqual([]);
  });

  it('gives a canceled paid order back whole: the seller’s share and the commission, then the refund sent', async () => {
    const orderId = await paidOrder();
    expect((await t.as(seller).post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    expect(await balances(seller.id)).toEqual({ pending: 0, available: 0, inPayout: 0 });
    await t.drainEvents();
    const causes = await t.database.db
      .select({ cause: ledgerTransfers.cause })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.orderId, orderId))
      .orderBy(ledgerTransfers.id);
    expect(causes.map((row) => row.cause)).toEqual(['sale', 'sale_refund', 'refund_sent']);
    expect(await reconcileLedger(ledger(), sources)).toEqual([]);
  });

  it('refunds a dispute in part: the commission back in proportion, the rest of the share released', async () => {
    const orderId = await paidOrder();
    await t.as(buyer).post(`/api/orders/${orderId}/dispute`, { description: 'One was broken.' });
    const decided = await t
      .as(admin)
      .post(`/api/admin/disputes/orders/${orderId}/refund`, { amount: 2750, reason: 'Half of it.' });
    expect(decided.statusCode).toBe(200);
    // 2750 of 5500 back: commission 125 of 250, the seller 2625 of 5250; the other 2625 available.
    expect(await balances(seller.id)).toEqual({ pending: 0, available: 2625, inPayout: 0 });
    await t.drainEvents();
    expect(await reconcileLedger(ledger(), sources)).toEqual([]);
  });

  it('keeps a disputed order pending until the decision, and releases it when the dispute is rejected and the order completes', async () => {
    const orderId = await paidOrder();
    await t.as(seller).post(`/api/orders/${orderId}/confirm`);
    await t.as(buyer).post(`/api/orders/${orderId}/dispute`, { description: 'Late.' });
    expect(await balances(seller.id)).toEqual({ pending: 5250, available: 0, inPayout: 0 });
    await t.as(admin).post(`/api/admin/disputes/orders/${orderId}/reject`, { reason: 'It arrived.' });
    expect((await t.as(buyer).post(`/api/orders/${orderId}/complete`)).statusCode).toBe(200);
    expect(await balances(seller.id)).toEqual({ pending: 0, available: 5250, inPayout: 0 });
  });

  it('shows the console any account’s ledger of its edition by name, a deleted one’s kept against “deleted”', async () => {
    const leaving = await registerUser(t);
    seller = leaving;
    const orderId = await paidOrder();
    const path = `/api/admin/finance/accounts/${leaving.id}/ledger`;
    const shown = await t.as(admin).get(path);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      accountId: leaving.id,
      account: { username: leaving.username, deleted: false },
      balances: [{ currency: 'USD', pending: 5250, available: 0, inPayout: 0 }],
    });
    // Another edition's administrator does not see it; nor is it anybody's but an administrator's.
    expect((await t.as(await createAdmin(t.database.db, 'pl')).get(path)).statusCode).toBe(404);
    expect((await t.as(buyer).get(path)).statusCode).toBe(403);

    // Money on its way blocks the deletion; once the order is canceled and refunded it goes through.
    expect((await t.as(leaving).post(`/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    await t.drainEvents();
    expect((await t.as(leaving).post('/api/accounts/my/delete', { password: PASSWORD })).statusCode).toBe(
      200,
    );
    const kept = (await t.as(admin).get(path)).json();
    expect(kept.account.deleted).toBe(true);
    expect(kept.entries.map((entry: { orderId: number }) => entry.orderId)).toContain(orderId);
  });

  it('books a cause once, however often it is asked, also when asked twice at once', async () => {
    const orderId = await paidOrder();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const sale = {
      region: 'us' as const,
      orderId,
      paymentId: order!.paymentId!,
      sellerId: seller.id,
      amount: order!.amount,
      commission: order!.commission,
    };
    const again = await Promise.all([
      unitOfWork()((scope) => bookSale(scope, sale)),
      unitOfWork()((scope) => bookSale(scope, sale)),
    ]);
    expect(again).toEqual([false, false]);
    expect(await balances(seller.id)).toEqual({ pending: 5250, available: 0, inPayout: 0 });
  });

  it('refuses to change or remove an entry, and a transfer that does not balance', async () => {
    await paidOrder();
    const db = t.database.db;
    await expect(db.update(ledgerEntries).set({ amount: 1 })).rejects.toThrow();
    await expect(db.delete(ledgerEntries)).rejects.toThrow();
    await expect(db.update(ledgerTransfers).set({ reason: 'edited' })).rejects.toThrow();
    await expect(
      db.transaction(async (tx) => {
        const [transfer] = await tx
          .insert(ledgerTransfers)
          .values({ region: 'us', currency: 'USD', cause: 'extras', causeKey: 'unbalanced:1' })
          .returning();
        await tx
          .insert(ledgerEntries)
          .values({ transferId: transfer!.id, currency: 'USD', holderId: 0, account: 'cash', amount: 100 });
      }),
    ).rejects.toThrow();
    expect(await ledger().isBooked('unbalanced:1')).toBe(false);
    expect(await reconcileLedger(ledger(), sources)).toEqual([]);
  });

  it('names what the reconciliation finds wrong', async () => {
    const orderId = await paidOrder();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const differences = await reconcileLedger(ledger(), {
      ...sources,
      payments: async () => [
        ...(await sources.payments()),
        {
          id: 2_000_000_000,
          currency: 'USD',
          amount: 100,
          status: 'succeeded',
          refundedAmount: null,
          providerPaymentId: null,
        },
      ],
      payouts: async () => [
        {
          id: 7,
          amount: 100,
          status: 'paid',
          accountId: seller.id,
          provider: 'sandbox',
          providerPayoutId: null,
        },
      ],
    });
    expect(differences).toEqual([
      'payment 2000000000 took 100, the ledger booked nothing',
      'payout 7 (paid, 100) is booked as nothing',
    ]);
    expect(order!.paymentId).not.toBeNull();
  });
});
