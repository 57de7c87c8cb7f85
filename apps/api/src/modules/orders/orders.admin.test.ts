import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, auditLog, notifications, offers, orders, payments } from '../../db/schema/index.ts';
import { createAdmin } from '../../test/admin.ts';
import { buildTestApp, createTestClock, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createCategory, createOffer } from '../../test/factories.ts';
import { payInSandbox, placeOrder } from '../../test/orders.ts';
import { outboxOf } from '../../test/outbox.ts';
import { accountReads } from '../accounts/index.ts';
import { orderProductReviewed } from '../reviews/index.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { orderBlockersOfDeletion } from './orders.erasure.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('order disputes in the administration console', () => {
  let t: TestApp;
  const clock = createTestClock();
  let admin: Caller;
  let otherAdmin: Caller;
  let seller: Caller;
  let buyer: Caller;
  let categoryId: number;

  const db = () => t.database.db;
  const stockOf = async (offerId: number) =>
    (await db().select().from(offers).where(eq(offers.id, offerId)))[0]!.quantity;
  const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentOf = async (orderId: number) =>
    (await db().select().from(payments).where(eq(payments.referenceId, orderId)))[0]!;
  const emailOf = async (id: number) =>
    (await db().select({ email: accounts.email }).from(accounts).where(eq(accounts.id, id)))[0]!.email;
  const caller = async (): Promise<Caller> => ({ id: (await createAccount(db())).id, region: 'us' });

  /** A paid order of two pieces (2 x 2500 + 500 delivery), disputed by its buyer; confirmed first when asked. */
  async function disputedOrder({ confirm = false } = {}) {
    const offer = await createOffer(db(), {
      accountId: seller.id,
      categoryId,
      quantity: 5,
      priceAmount: 2500,
      deliveryMethod: 'courier',
      deliveryPrice: 500,
    });
    const placed = (await placeOrder(t, buyer, [{ product: offer.id, quantity: 2 }])).json();
    expect((await payInSandbox(t, buyer, placed.payment.gatewayData.clientSecret)).json().status).toBe(
      'succeeded',
    );
    const orderId = placed.order.orderId as number;
    if (confirm) expect((await t.as(seller).post(`/api/orders/${orderId}/confirm`)).statusCode).toBe(200);
    const disputed = await t
      .as(buyer)
      .post(`/api/orders/${orderId}/dispute`, { description: 'It never came.' });
    expect(disputed.statusCode).toBe(200);
    return { offer, orderId };
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock });
    admin = await createAdmin(db(), 'us');
    otherAdmin = await createAdmin(db(), 'us');
    seller = await caller();
    categoryId = (await createCategory(db())).id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    buyer = await caller();
  });

  it('lists the edition’s open disputes oldest first, with their age, parties and amount', async () => {
    const first = await disputedOrder();
    clock.advance(2 * DAY);
    const second = await disputedOrder();
    const response = await t.as(admin).get('/api/admin/disputes?kind=order&state=open');
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((item: { id: number }) => item.id);
    expect(ids.indexOf(first.orderId)).toBeLessThan(ids.indexOf(second.orderId));
    expect(response.json().items.find((item: { id: number }) => item.id === first.orderId)).toMatchObject({
      kind: 'order',
      description: 'It never came.',
      ageSeconds: 2 * 24 * 3600,
      complainant: { id: buyer.id },
      respondent: { id: seller.id },
      amount: 5500,
      currency: 'USD',
      outcome: null,
    });
    expect(response.json().pagination).toMatchObject({ currentPage: 1 });
    // The other edition's administrator sees none of them.
    const polish = await createAdmin(db(), 'pl');
    expect((await t.as(polish).get('/api/admin/disputes')).json().items).toEqual([]);
    // A kind or state it does not know is the field's error.
    const wrong = await t.as(admin).get('/api/admin/disputes?kind=parcel&state=later');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors.children).sort()).toEqual(['kind', 'state']);
  });

  it('shows the order, both parties, the payment, the dispute and their conversation', async () => {
    const { orderId } = await disputedOrder({ confirm: true });
    const response = await t.as(admin).get(`/api/admin/disputes/orders/${orderId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      order: { id: orderId, status: 'confirmed', amount: 5500, currency: 'USD', products: [{ quantity: 2 }] },
      buyer: { id: buyer.id, email: await emailOf(buyer.id) },
      seller: { id: seller.id, email: await emailOf(seller.id) },
      payment: { status: 'succeeded', amount: 5500, provider: 'sandbox', refunds: [] },
      dispute: { description: 'It never came.', completionLeftMs: 14 * DAY, decision: null },
      conversations: [],
    });
    expect(body.payment.providerPaymentId).toMatch(/^pi_/);
    expect((await t.as(admin).get('/api/admin/disputes/orders/2147483000')).statusCode).toBe(404);
  });

  it('shows beside a dispute the direct conversation of its two parties, its messages oldest first', async () => {
    const { offer, orderId } = await disputedOrder();
    const started = await t.as(buyer).post(`/api/conversations/${seller.id}/${offer.id}`);
    const conversationId = started.json<{ id: number }>().id;
    for (const [from, message] of [
      [buyer, 'Where is it?'],
      [seller, 'Sent on Monday.'],
    ] as const) {
      const sent = await t
        .as(from)
        .post('/api/conversations/message-sent', { conversation_id: conversationId, message });
      expect(sent.statusCode).toBe(201);
    }
    const body = (await t.as(admin).get(`/api/admin/disputes/orders/${orderId}`)).json();
    expect(body.conversations).toEqual([
      {
        id: conversationId,
        subject: expect.any(String),
        messages: [
          { id: expect.any(Number), authorId: buyer.id, body: 'Where is it?', createdAt: expect.any(String) },
          {
            id: expect.any(Number),
            authorId: seller.id,
            body: 'Sent on Monday.',
            createdAt: expect.any(String),
          },
        ],
      },
    ]);
  });

  it('refunds in full: the order canceled, the payment refunded, the stock back, both told, audited', async () => {
    const { offer, orderId } = await disputedOrder({ confirm: true });
    expect(await stockOf(offer.id)).toBe(3);
    const missing = await t.as(admin).post(`/api/admin/disputes/orders/${orderId}/refund`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.children.reason.errors).toEqual(['This field is required.']);

    const refunded = await t.as(admin).post(`/api/admin/disputes/orders/${orderId}/refund`, {
      reason: 'The parcel was lost.',
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      order: { status: 'canceled' },
      dispute: { decision: { outcome: 'refunded', reason: 'The parcel was lost.', refundAmount: 5500 } },
    });
    expect(await stockOf(offer.id)).toBe(5);
    await t.drainEvents();
    expect(await paymentOf(orderId)).toMatchObject({ status: 'refunded', refundedAmount: 5500 });
    expect((await orderRow(orderId)).refundedAt).not.toBeNull();

    const bought = (await t.as(buyer).get(`/api/orders/bought/${orderId}`)).json();
    expect(bought.dispute.decision).toMatchObject({ outcome: 'refunded', refundAmount: 5500 });
    expect(bought).toMatchObject({ refundedAmount: 5500, refundedAt: clock().toISOString() });
    for (const party of [buyer.id, seller.id]) {
      const told = await db().select().from(notifications).where(eq(notifications.accountId, party));
      expect(
        told.find((n) => n.kind === 'orderdisputedecided' && n.data.orderId === orderId)?.data,
      ).toMatchObject({
        outcome: 'refunded',
        reason: 'The parcel was lost.',
      });
      const [mail] = await outboxOf(t, await emailOf(party));
      expect(mail!.subject).toBe(`The dispute of order #${orderId} has been decided`);
      expect(mail!.text).toContain('Reason: The parcel was lost.');
    }
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subjectId, orderId));
    expect(entry).toMatchObject({
      actorAccountId: admin.id,
      action: 'orderDispute.refund',
      subjectType: 'order',
      reason: 'The parcel was lost.',
      before: { status: 'confirmed', dispute: 'open' },
      after: { status: 'canceled', dispute: 'refunded', refundAmount: 5500 },
    });
    // Decided: a second decision is refused, and the list of decided disputes holds it.
    const again = await t.as(admin).post(`/api/admin/disputes/orders/${orderId}/reject`, { reason: 'No.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This dispute has already been decided.');
    const decided = (await t.as(admin).get('/api/admin/disputes?state=decided')).json().items;
    expect(decided[0]).toMatchObject({ id: orderId, outcome: 'refunded' });
  });

  it('refunds in part: that amount given back, the order completed, the stock kept', async () => {
    const { offer, orderId } = await disputedOrder({ confirm: true });
    const url = `/api/admin/disputes/orders/${orderId}/refund`;
    for (const [amount, message] of [
      [5501, 'The refund must not exceed the order’s total.'],
      [0, 'The refund must be more than zero.'],
      [12.5, 'This value must be a number'],
      ['lots', 'This value must be a number'],
      [1e12, 'The refund must not exceed the order’s total.'],
    ] as const) {
      const refused = await t.as(admin).post(url, { reason: 'Scratched.', amount });
      expect(refused.statusCode, String(amount)).toBe(400);
      expect(refused.json().errors.children.amount.errors).toEqual([message]);
    }
    const refunded = await t.as(admin).post(url, { reason: 'Scratched.', amount: 1500 });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().order.status).toBe('completed');
    await t.drainEvents();
    expect(await paymentOf(orderId)).toMatchObject({ status: 'succeeded', refundedAmount: 1500 });
    expect(await stockOf(offer.id)).toBe(3);
    const detail = (await t.as(admin).get(`/api/admin/disputes/orders/${orderId}`)).json();
    expect(detail.payment.refunds).toEqual([{ amount: 1500, refundedAt: expect.any(String) }]);
    const [mail] = await outboxOf(t, await emailOf(buyer.id));
    expect(mail!.text).toContain('$15.00');
  });

  it('shows the buyer and the seller how much a partial refund gave back, and when', async () => {
    const { orderId } = await disputedOrder({ confirm: true });
    const decidedAt = clock();
    const refunded = await t.as(admin).post(`/api/admin/disputes/orders/${orderId}/refund`, {
      reason: 'Scratched.',
      amount: 1500,
    });
    expect(refunded.statusCode).toBe(200);
    // The refund goes to the provider after the commit (the `order.refund` step, decision 120): on
    // PostgreSQL a read at once answers before it ran, on PGlite's one connection usually after.
    await t.drainEvents();
    const refundedAt = decidedAt.toISOString();
    for (const [party, side] of [
      [buyer, 'bought'],
      [seller, 'sold'],
    ] as const) {
      const order = (await t.as(party).get(`/api/orders/${side}/${orderId}`)).json();
      expect(order, side).toMatchObject({
        status: 'completed',
        amount: 5500,
        refundedAmount: 1500,
        refundedAt,
      });
      expect(order.dispute.decision).toMatchObject({
        refundAmount: 1500,
        decidedAt: decidedAt.toISOString(),
      });
      const list = (await t.as(party).get(`/api/orders/${side}`)).json();
      expect(list.items.find((item: { orderId: number }) => item.orderId === orderId)).toMatchObject({
        refundedAmount: 1500,
        refundedAt,
      });
    }
  });

  it('rejects: the order goes on and completes by itself after the time it had left', async () => {
    const { orderId } = await disputedOrder({ confirm: true });
    // Disputed right after confirmation: 14 days were left. Ten days pass while it waits.
    clock.advance(10 * DAY);
    await t.drainEvents();
    const rejected = await t.as(admin).post(`/api/admin/disputes/orders/${orderId}/reject`, {
      reason: 'The tracking shows it delivered.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      order: { status: 'confirmed', completeDueAt: new Date(clock().getTime() + 14 * DAY).toISOString() },
      dispute: { decision: { outcome: 'rejected', refundAmount: null } },
    });
    const bought = (await t.as(buyer).get(`/api/orders/bought/${orderId}`)).json();
    expect(bought.validUntil).toBe(new Date(clock().getTime() + 14 * DAY).toISOString());
    // The old steps (due at day 14) find it not due; the resumed one completes it at its new time.
    clock.advance(5 * DAY);
    await t.drainEvents();
    expect((await orderRow(orderId)).status).toBe('confirmed');
    clock.advance(9 * DAY - MINUTE);
    await t.drainEvents();
    expect((await orderRow(orderId)).status).toBe('confirmed');
    clock.advance(MINUTE);
    await t.drainEvents();
    expect((await orderRow(orderId)).status).toBe('completed');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subjectId, orderId));
    expect(entry).toMatchObject({
      action: 'orderDispute.reject',
      after: { status: 'confirmed', dispute: 'rejected' },
    });
  });

  it('takes one decision when two administrators decide at once', async () => {
    const { offer, orderId } = await disputedOrder({ confirm: true });
    const answers = await Promise.all([
      t.as(admin).post(`/api/admin/disputes/orders/${orderId}/refund`, { reason: 'Lost.' }),
      t.as(otherAdmin).post(`/api/admin/disputes/orders/${orderId}/reject`, { reason: 'Delivered.' }),
      t.as(admin).post(`/api/admin/disputes/orders/${orderId}/refund`, { reason: 'Lost.', amount: 100 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const entries = await db().select().from(auditLog).where(eq(auditLog.subjectId, orderId));
    expect(entries).toHaveLength(1);
    const told = await db().select().from(notifications).where(eq(notifications.accountId, buyer.id));
    expect(told.filter((n) => n.kind === 'orderdisputedecided')).toHaveLength(1);
    if ((await orderRow(orderId)).status === 'canceled') expect(await stockOf(offer.id)).toBe(5);
  });

  it('no longer keeps the parties from deleting their accounts once decided', async () => {
    const { orderId } = await disputedOrder();
    const repository = createOrdersRepository(db(), {
      productReviewed: orderProductReviewed,
      partyOf: accountReads.partyOf,
    });
    const blockers = () => orderBlockersOfDeletion({ orders: repository }, buyer.id, clock());
    expect(await blockers()).toEqual([{ kind: 'orderDispute', orderId }]);
    await t.as(admin).post(`/api/admin/disputes/orders/${orderId}/refund`, { reason: 'Lost.' });
    expect(await blockers()).toEqual([]);
  });
});
