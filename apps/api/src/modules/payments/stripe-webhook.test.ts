import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAccount, createOrderPayment } from '../../test/factories.ts';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

let eventSequence = 0;

/** A Stripe event about a PaymentIntent, as Stripe sends it (no call to Stripe is made). */
function intentEvent(type: string, intent: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_test_${++eventSequence}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { object: 'payment_intent', payment_method: null, last_payment_error: null, ...intent } },
  });
}

describe('the Stripe webhook', () => {
  let t: TestApp;
  let accountId: number;
  let sellerId: number;
  /** How often the orders module took the payment's success: the seller is told once per paid order. */
  const timesPaid = async (payment: { referenceId: number }) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.accountId, sellerId))).filter(
      (row) => row.kind === 'orderpaid' && row.data.orderId === payment.referenceId,
    ).length;

  beforeAll(async () => {
    t = await buildTestApp({ env: STRIPE_ENV });
    accountId = (await createAccount(t.database.db)).id;
    sellerId = (await createAccount(t.database.db)).id;
  });
  afterAll(() => t.close());

  const deliver = (payload: string, signature?: string) =>
    t.anonymous.post('/api/payments/stripe/webhook', payload, {
      region: null,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined
          ? {
              'stripe-signature': Stripe.webhooks.generateTestHeaderString({
                payload,
                secret: WEBHOOK_SECRET,
              }),
            }
          : signature
            ? { 'stripe-signature': signature }
            : {}),
      },
    });
  const statusOf = async (id: number) => (await t.app.payments.find(id))!;

  it('refuses a payload whose signature does not verify, and changes nothing', async () => {
    const payment = await createOrderPayment(t.database.db, { accountId, sellerId });
    const payload = intentEvent('payment_intent.succeeded', { id: payment.providerPaymentId });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const answer of [
      await deliver(payload, forged),
      await deliver(payload, ''),
      // Signed, then changed on the way.
      await deliver(
        payload.replace('"livemode":false', '"livemode":true'),
        Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      ),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 400, message: 'Invalid signature.' });
    }
    expect((await statusOf(payment.id)).status).toBe('pending');
  });

  it('records a verified success once, however often Stripe delivers it', async () => {
    const payment = await createOrderPayment(t.database.db, { accountId, sellerId, amount: 2599 });
    const payload = intentEvent('payment_intent.succeeded', {
      id: payment.providerPaymentId,
      payment_method: {
        id: 'pm_test_1',
        object: 'payment_method',
        card: { brand: 'mastercard', last4: '4444' },
      },
    });
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await statusOf(payment.id)).toMatchObject({
      status: 'succeeded',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
    expect((await deliver(payload)).statusCode).toBe(200);
    // A failure delivered late (out of order) and a cancel change nothing either.
    const failed = intentEvent('payment_intent.payment_failed', {
      id: payment.providerPaymentId,
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(
      (await deliver(intentEvent('payment_intent.canceled', { id: payment.providerPaymentId }))).statusCode,
    ).toBe(200);
    expect(await statusOf(payment.id)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await timesPaid(payment)).toBe(1);
  });

  it('pays once when Stripe delivers one success several times at once', async () => {
    const payment = await createOrderPayment(t.database.db, { accountId, sellerId });
    const payload = intentEvent('payment_intent.succeeded', { id: payment.providerPaymentId });
    // On PostgreSQL these race on separate connections; the conditional update lets one through.
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await statusOf(payment.id)).status).toBe('succeeded');
    expect(await timesPaid(payment)).toBe(1);
  });

  it('takes a failure, then a success of a retried card; never revives a canceled payment', async () => {
    const payment = await createOrderPayment(t.database.db, { accountId, sellerId });
    const failed = intentEvent('payment_intent.payment_failed', {
      id: payment.providerPaymentId,
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect(await statusOf(payment.id)).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(
      (await deliver(intentEvent('payment_intent.succeeded', { id: payment.providerPaymentId }))).statusCode,
    ).toBe(200);
    expect((await statusOf(payment.id)).status).toBe('succeeded');

    const canceled = await createOrderPayment(t.database.db, { accountId, sellerId, status: 'canceled' });
    expect(
      (await deliver(intentEvent('payment_intent.succeeded', { id: canceled.providerPaymentId }))).statusCode,
    ).toBe(200);
    expect((await statusOf(canceled.id)).status).toBe('canceled');
    expect(await timesPaid(canceled)).toBe(0);

    // Stripe's own cancel of an open payment is taken.
    const open = await createOrderPayment(t.database.db, { accountId, sellerId });
    await deliver(intentEvent('payment_intent.canceled', { id: open.providerPaymentId }));
    expect((await statusOf(open.id)).status).toBe('canceled');
  });

  it('acknowledges events about unknown payments and of other types without acting on them', async () => {
    expect((await deliver(intentEvent('payment_intent.succeeded', { id: 'pi_not_ours' }))).json()).toEqual({
      received: true,
    });
    const other = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await deliver(other)).statusCode).toBe(200);
  });

  it('has no sandbox endpoints while Stripe is configured', async () => {
    const user = { id: accountId, region: 'us' as const };
    expect((await t.as(user).post('/api/payment-sandbox/confirm', { client_secret: 'x' })).statusCode).toBe(
      404,
    );
    expect((await t.as(user).post('/api/payment-sandbox/payment-methods', {})).statusCode).toBe(404);
  });
});
