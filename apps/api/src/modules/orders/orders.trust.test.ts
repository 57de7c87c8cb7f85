import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, orders, payments } from '../../db/schema/index.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';
import { createEventsRepository } from '../events/events.repository.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Issue 23: a refused request changes nothing, and no payment or step is lost or doubled. */
describe('orders you can trust', () => {
  let t: TestApp;
  const clock = createTestClock();
  let seller: Caller;
  let otherSeller: Caller;
  let buyer: Caller;
  let categoryId: number;

  const caller = async (): Promise<Caller> => ({ id: (await createAccount(t.database.db)).id, region: 'us' });
  const product = (values: Partial<typeof offers.$inferInsert> = {}) =>
    createOffer(t.database.db, {
      accountId: seller.id,
      categoryId,
      quantity: 3,
      priceAmount: 2500,
      ...values,
    });
  const stockOf = async (offerId: number) =>
    (await t.database.db.select().from(offers).where(eq(offers.id, offerId)))[0]!.quantity;
  const orderRow = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentsOf = (orderId: number) =>
    t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'order'), eq(payments.referenceId, orderId)));

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    [seller, otherSeller, buyer] = [await caller(), await caller(), await caller()];
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  it('leaves the earlier unpaid order alone when a second checkout is refused (defect 1)', async () => {
    const offer = await product({ deliveryMethod: 'courier', deliveryPrice: 500 });
    const elsewhere = await createOffer(t.database.db, {
      accountId: otherSeller.id,
      categoryId,
      quantity: 3,
    });
    const first = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
    expect(await stockOf(offer.id)).toBe(2);

    const refused = [
      await placeOrder(t, buyer, [{ product: offer.id, quantity: 4 }]), // more than the stock
      await placeOrder(t, buyer, [{ product: offer.id }, { product: elsewhere.id }]), // two sellers
      await placeOrder(t, buyer, [{ product: offer.id }], { address: null }), // courier, no address
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([400, 400, 400]);
    await t.drainEvents();
    expect((await orderRow(first.order.orderId)).status).toBe('not_paid');
    expect(await stockOf(offer.id)).toBe(2);
    expect((await payInSandbox(t, buyer, first.payment.gatewayData.clientSecret)).json()).toEqual({
      status: 'succeeded',
    });
    expect((await orderRow(first.order.orderId)).status).toBe('paid');
  });

  it('never cancels its own order on a retry with the same Idempotency-Key, even retried at once (defect 1)', async () => {
    const offer = await product();
    const submit = () => placeOrder(t, buyer, [{ product: offer.id }], { idempotencyKey: 'retry-me' });
    const first = (await submit()).json();
    const retries = await Promise.all([submit(), submit(), submit()]);
    expect(retries.map((response) => response.json().order)).toEqual([first.order, first.order, first.order]);
    await t.drainEvents();
    expect((await orderRow(first.order.orderId)).status).toBe('not_paid');
    expect(await stockOf(offer.id)).toBe(2);
    expect(await paymentsOf(first.order.orderId)).toHaveLength(1);
  });

  it('replaces the earlier unpaid order only when the new one is written, in its transaction (defect 1)', async () => {
    const offer = await product({ quantity: 1 });
    const first = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
    const [again, alsoAgain] = await Promise.all([
      placeOrder(t, buyer, [{ product: offer.id }]),
      placeOrder(t, buyer, [{ product: offer.id }]),
    ]);
    // Two checkouts at once of the last piece: one order stands, holding it.
    const placed = [again, alsoAgain].filter((response) => response.statusCode === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    const standing = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, buyer.id), inArray(orders.status, ['not_paid'])));
    const holding = standing.filter((order) =>
      [first, ...placed.map((response) => response.json())].some((o) => o.order.orderId === order.id),
    );
    expect(holding).toHaveLength(1);
    expect((await orderRow(first.order.orderId)).status).toBe('canceled');
    expect(await stockOf(offer.id)).toBe(0);
  });

  it('never attaches a payment to an order the deadline canceled (defect 3)', async () => {
    const offer = await product();
    const placed = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
    const orderId = placed.order.orderId as number;
    // An order recorded before every order got its payment at creation (migration 0019): none yet.
    const [recorded] = await paymentsOf(orderId);
    await t.database.db.update(orders).set({ paymentId: null }).where(eq(orders.id, orderId));
    await t.database.db.delete(payments).where(eq(payments.id, recorded!.id));
    clock.advance(16 * MINUTE);
    await t.drainEvents();
    expect((await orderRow(orderId)).status).toBe('canceled');
    const [late, again] = await Promise.all([
      t.as(buyer).post(`/api/orders/${orderId}/payment`),
      t.as(buyer).post(`/api/orders/${orderId}/payment`),
    ]);
    expect([late.statusCode, again.statusCode]).toEqual([409, 409]);
    expect((await orderRow(orderId)).paymentId).toBeNull();
    expect(await paymentsOf(orderId)).toEqual([]);

    // The buyer cancels while asking to pay: either the payment is opened first (and canceled
    // with the order), or the order is canceled first and no payment is attached at all.
    const other = (await placeOrder(t, buyer, [{ product: (await product()).id }])).json();
    const otherId = other.order.orderId as number;
    const [its] = await paymentsOf(otherId);
    await t.database.db.update(orders).set({ paymentId: null }).where(eq(orders.id, otherId));
    await t.database.db.delete(payments).where(eq(payments.id, its!.id));
    const [canceled] = await Promise.all([
      t.as(buyer).post(`/api/orders/${otherId}/cancel`),
      t.as(buyer).post(`/api/orders/${otherId}/payment`),
    ]);
    expect(canceled.statusCode).toBe(200);
    await t.drainEvents();
    const attached = (await orderRow(otherId)).paymentId;
    if (attached !== null) {
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, attached));
      expect(payment!.status).toBe('canceled');
    }
  });

  it('records the payment with its order, and opens a payment recorded but never opened on the next ask (defect 8)', async () => {
    const offer = await product();
    const placed = (
      await placeOrder(t, buyer, [{ product: offer.id }], { idempotencyKey: 'opened-late' })
    ).json();
    const orderId = placed.order.orderId as number;
    const [payment] = await paymentsOf(orderId);
    expect((await orderRow(orderId)).paymentId).toBe(payment!.id);
    // The process died after the commit, before the provider was asked: no intent exists yet.
    await t.database.db.update(payments).set({ providerPaymentId: null }).where(eq(payments.id, payment!.id));
    const retried = await placeOrder(t, buyer, [{ product: offer.id }], { idempotencyKey: 'opened-late' });
    expect(retried.statusCode).toBe(201);
    expect(await paymentsOf(orderId)).toHaveLength(1);
    const paid = await payInSandbox(t, buyer, retried.json().payment.gatewayData.clientSecret);
    expect(paid.json()).toEqual({ status: 'succeeded' });
    expect((await orderRow(orderId)).status).toBe('paid');
  });

  it('completes a due order however many disputed orders are due before it (defect 4)', async () => {
    const offer = await product({ quantity: 200 });
    const placed = (await placeOrder(t, buyer, [{ product: offer.id }])).json();
    await payInSandbox(t, buyer, placed.payment.gatewayData.clientSecret);
    // 120 confirmed and disputed orders whose completion came due first.
    const template = await orderRow(placed.order.orderId);
    const { id: _id, idempotencyKey: _key, paymentId: _payment, ...values } = template;
    const disputed = await t.database.db
      .insert(orders)
      .values(
        Array.from({ length: 120 }, () => ({
          ...values,
          status: 'confirmed' as const,
          completeDueAt: clock(),
          disputedAt: clock(),
          disputeDescription: 'Never came.',
        })),
      )
      .returning({ id: orders.id });
    const events = createEventsRepository(t.database.db);
    for (const { id } of disputed)
      await events.emit(
        'order.auto-complete',
        { orderId: id },
        { runAt: clock(), key: `order.auto-complete:${id}` },
      );
    expect((await t.as(seller).post(`/api/orders/${placed.order.orderId}/confirm`)).statusCode).toBe(200);

    clock.advance(14 * DAY + MINUTE);
    await t.drainEvents();
    expect((await orderRow(placed.order.orderId)).status).toBe('completed');
    expect(new Set((await Promise.all(disputed.map(({ id }) => orderRow(id)))).map((o) => o.status))).toEqual(
      new Set(['confirmed']),
    );
  });
});
