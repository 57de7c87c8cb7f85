import { FEATURE_PRICES } from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxPaymentMethods } from '../../db/schema/index.ts';
import { buildTestApp, type Caller, type TestApp } from '../../test/build-test-app.ts';
import { captureLog } from '../../test/captured-log.ts';
import { createAccount } from '../../test/factories.ts';
import type { Payment } from './payments.presenter.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import type { CreatePaymentInput } from './payments.service.ts';

const CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  declinedAfterAttaching: '4000000000000341',
};
const card = (number: string) => ({
  number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
});

/** A payment recorded on its own (as a consumer's transaction would with its purchase) and opened. */
async function openPayment(t: TestApp, input: CreatePaymentInput) {
  const payment = await t.app.payments.record({ payments: createPaymentsRepository(t.database.db) }, input);
  return { payment, gatewayData: await t.app.payments.gatewayDataOf(payment.id) };
}

describe('payments through the sandbox card processor', () => {
  let t: TestApp;
  let buyer: Caller;
  let other: Caller;
  let reference = 1000;
  const succeededPayments: Payment[] = [];
  let failNextFor: number | undefined;

  beforeAll(async () => {
    t = await buildTestApp();
    buyer = { id: (await createAccount(t.database.db)).id, region: 'us' };
    other = { id: (await createAccount(t.database.db)).id, region: 'us' };
    // A consumer standing in for orders (tested with their own payments in orders.test.ts): its
    // handler runs once per paid payment, and fails when told to.
    t.app.payments.handle(
      'order',
      {
        succeeded: async (payment) => {
          if (payment.referenceId === failNextFor) {
            failNextFor = undefined;
            throw new Error('the consumer failed');
          }
          succeededPayments.push(payment);
        },
      },
      { replacing: true },
    );
  });
  afterAll(() => t.close());

  const newPayment = (accountId = buyer.id) =>
    openPayment(t, { purpose: 'order', referenceId: ++reference, accountId, region: 'us', amount: 499 });
  const statusOf = async (id: number) => (await t.app.payments.find(id))!;
  const confirm = (caller: Caller, body: object) => t.as(caller).post('/api/payment-sandbox/confirm', body);

  it('answers the sandbox gateway data and takes each test card as Stripe test mode does', async () => {
    const { payment, gatewayData } = await newPayment();
    expect(payment).toMatchObject({ status: 'pending', amount: 499, currency: 'USD', provider: 'sandbox' });
    expect(gatewayData).toEqual({
      provider: 'sandbox',
      clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
    });

    const declines = [
      [CARDS.declined, 'card_declined', 'Your card was declined.', 'generic_decline'],
      [CARDS.insufficientFunds, 'card_declined', 'Your card has insufficient funds.', 'insufficient_funds'],
      [CARDS.expired, 'expired_card', 'Your card has expired.', 'expired_card'],
    ] as const;
    for (const [number, code, message, failureCode] of declines) {
      const answer = await confirm(buyer, { client_secret: gatewayData.clientSecret, card: card(number) });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'requires_payment_method', error: { code, message } });
      expect(await statusOf(payment.id)).toMatchObject({ status: 'failed', failureCode });
    }
    // A card past its expiry, and a number that fails its checksum.
    const past = await confirm(buyer, {
      client_secret: gatewayData.clientSecret,
      card: { ...card(CARDS.succeeds), exp_year: 2020 },
    });
    expect(past.json().error.code).toBe('expired_card');
    const wrong = await confirm(buyer, {
      client_secret: gatewayData.clientSecret,
      card: card('4242424242424241'),
    });
    expect(wrong.json()).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'incorrect_number' },
    });

    // After declines the same payment can still be paid, as a Stripe PaymentIntent can.
    const paid = await confirm(buyer, {
      client_secret: gatewayData.clientSecret,
      card: card('4242 4242 4242 4242'),
    });
    expect(paid.json()).toEqual({ status: 'succeeded' });
    expect(await statusOf(payment.id)).toMatchObject({
      status: 'succeeded',
      failureCode: null,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(succeededPayments.filter((done) => done.id === payment.id)).toHaveLength(1);
  });

  it('refuses another account’s client secret and leaves the payment as it was', async () => {
    const { payment, gatewayData } = await newPayment();
    const answer = await confirm(other, {
      client_secret: gatewayData.clientSecret,
      card: card(CARDS.succeeds),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: 404, message: 'Not Found' });
    expect(
      (await confirm(buyer, { client_secret: 'pi_made_up_secret_x', card: card(CARDS.succeeds) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.anonymous.post('/api/payment-sandbox/confirm', {
          client_secret: gatewayData.clientSecret,
          card: card(CARDS.succeeds),
        })
      ).statusCode,
    ).toBe(401);
    expect((await statusOf(payment.id)).status).toBe('pending');
  });

  it('saves a sandbox payment method as a card of its owner only, and pays with it', async () => {
    const created = await t
      .as(buyer)
      .post('/api/payment-sandbox/payment-methods', { card: card(CARDS.succeeds) });
    expect(created.statusCode).toBe(200);
    const method = created.json();
    expect(method).toEqual({ id: expect.stringMatching(/^pm_/), brand: 'visa', last4: '4242' });
    // Of the card only the brand, last 4 and expiry are kept.
    const [stored] = await t.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, method.id));
    expect(JSON.stringify(stored)).not.toContain(CARDS.succeeds);

    const saved = await t.as(buyer).post('/api/cards', { data: { payment_method_id: method.id } });
    expect(saved.statusCode).toBe(201);
    const expected = {
      creditCardNumber: '**** **** **** 4242',
      extraCardData: { paymentMethodId: method.id, brand: 'visa' },
    };
    expect(saved.json()).toEqual(expected);
    // Saving it again keeps one card.
    expect(
      (await t.as(buyer).post('/api/cards', { data: { payment_method_id: method.id } })).statusCode,
    ).toBe(201);
    expect((await t.as(buyer).get('/api/cards')).json()).toEqual({ items: [expected] });

    // Another account can neither save nor use it, nor see the buyer's cards.
    const stolen = await t.as(other).post('/api/cards', { data: { payment_method_id: method.id } });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.children.data.children.paymentMethodId.errors).toEqual([
      'No such payment method.',
    ]);
    expect((await t.as(other).get('/api/cards')).json()).toEqual({ items: [] });
    const othersPayment = await newPayment(other.id);
    const borrowed = await confirm(other, {
      client_secret: othersPayment.gatewayData.clientSecret,
      payment_method_id: method.id,
    });
    expect(borrowed.statusCode).toBe(404);
    expect((await statusOf(othersPayment.payment.id)).status).toBe('pending');

    const { payment, gatewayData } = await newPayment();
    const paid = await confirm(buyer, {
      client_secret: gatewayData.clientSecret,
      payment_method_id: method.id,
    });
    expect(paid.json()).toEqual({ status: 'succeeded' });
    expect(await statusOf(payment.id)).toMatchObject({ status: 'succeeded', cardLast4: '4242' });

    // Stripe's card that attaches and then declines every charge: saved, and declined when used.
    const declining = (
      await t
        .as(buyer)
        .post('/api/payment-sandbox/payment-methods', { card: card(CARDS.declinedAfterAttaching) })
    ).json();
    expect(
      (await t.as(buyer).post('/api/cards', { data: { payment_method_id: declining.id } })).statusCode,
    ).toBe(201);
    const second = await newPayment();
    const declined = await confirm(buyer, {
      client_secret: second.gatewayData.clientSecret,
      payment_method_id: declining.id,
    });
    expect(declined.json().error).toMatchObject({ code: 'card_declined', declineCode: 'generic_decline' });
    expect(await statusOf(second.payment.id)).toMatchObject({
      status: 'failed',
      failureCode: 'generic_decline',
    });
  });

  it('saves no card whose setup is declined, as Stripe declines a SetupIntent', async () => {
    const owner = { id: (await createAccount(t.database.db)).id, region: 'us' as const };
    const refusals = [
      [CARDS.declined, 'number', 'Your card was declined.'],
      [CARDS.insufficientFunds, 'number', 'Your card has insufficient funds.'],
      [CARDS.expired, 'expYear', 'Your card has expired.'],
    ] as const;
    for (const [number, field, message] of refusals) {
      const answer = await t.as(owner).post('/api/payment-sandbox/payment-methods', { card: card(number) });
      expect(answer.statusCode, number).toBe(400);
      expect(answer.json().errors.children.card.children[field].errors).toEqual([message]);
    }
    const methodsOf = () =>
      t.database.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.accountId, owner.id));
    expect(await methodsOf()).toEqual([]);

    // A declined card's payment method made before this rule is not saved either.
    await t.database.db.insert(sandboxPaymentMethods).values({
      id: 'pm_declined_before',
      accountId: owner.id,
      brand: 'visa',
      last4: '0002',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      behaviour: 'card_declined',
    });
    const saved = await t.as(owner).post('/api/cards', { data: { payment_method_id: 'pm_declined_before' } });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().errors.children.data.children.paymentMethodId.errors).toEqual([
      'Your card was declined.',
    ]);
    expect((await t.as(owner).get('/api/cards')).json()).toEqual({ items: [] });
  });

  it('answers the add-card set-up: the sandbox makes its own payment methods; anonymous gets 401', async () => {
    const setup = await t.as(buyer).post('/api/cards/setup');
    expect(setup.statusCode).toBe(200);
    expect(setup.json()).toEqual({ provider: 'sandbox' });
    expect((await t.anonymous.post('/api/cards/setup')).statusCode).toBe(401);
  });

  it('pays once however often a success is reported, and never after a cancel', async () => {
    const { payment, gatewayData } = await newPayment();
    const paid = { client_secret: gatewayData.clientSecret, card: card(CARDS.succeeds) };
    expect((await confirm(buyer, paid)).json()).toEqual({ status: 'succeeded' });
    // The browser confirms again, and the provider reports the success again.
    expect((await confirm(buyer, paid)).json()).toEqual({ status: 'succeeded' });
    const providerPaymentId = (
      await t.database.db.select().from(payments).where(eq(payments.id, payment.id))
    )[0]!.providerPaymentId!;
    expect(await t.app.payments.applyEvent({ type: 'succeeded', providerPaymentId })).toBe('ignored');
    // A failure reported after the success, and a cancel after it, change nothing.
    expect(
      await t.app.payments.applyEvent({ type: 'failed', providerPaymentId, code: 'card_declined' }),
    ).toBe('ignored');
    expect(await t.app.payments.applyEvent({ type: 'canceled', providerPaymentId })).toBe('ignored');
    expect(await t.app.payments.cancel(payment.id)).toBe(false);
    expect(await statusOf(payment.id)).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(succeededPayments.filter((done) => done.id === payment.id)).toHaveLength(1);

    // Canceled first: the card is refused and a late success report does not revive it.
    const canceled = await newPayment();
    expect(await t.app.payments.cancel(canceled.payment.id)).toBe(true);
    const late = await confirm(buyer, {
      client_secret: canceled.gatewayData.clientSecret,
      card: card(CARDS.succeeds),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 409, message: 'This payment has been canceled.' });
    const canceledId = (
      await t.database.db.select().from(payments).where(eq(payments.id, canceled.payment.id))
    )[0]!.providerPaymentId!;
    expect(await t.app.payments.applyEvent({ type: 'succeeded', providerPaymentId: canceledId })).toBe(
      'ignored',
    );
    expect((await statusOf(canceled.payment.id)).status).toBe('canceled');
    expect(succeededPayments.some((done) => done.id === canceled.payment.id)).toBe(false);

    // Unknown payments are ignored.
    expect(await t.app.payments.applyEvent({ type: 'succeeded', providerPaymentId: 'pi_unknown' })).toBe(
      'ignored',
    );
  });

  it('records a success together with its handler: when the handler fails, so does the success', async () => {
    const { payment, gatewayData } = await newPayment();
    failNextFor = payment.referenceId;
    const paid = { client_secret: gatewayData.clientSecret, card: card(CARDS.succeeds) };
    expect((await confirm(buyer, paid)).statusCode).toBe(500);
    expect((await statusOf(payment.id)).status).toBe('pending');
    // The next report of the success (here the browser's retry) records it, and the handler runs once.
    expect((await confirm(buyer, paid)).json()).toEqual({ status: 'succeeded' });
    expect((await statusOf(payment.id)).status).toBe('succeeded');
    expect(succeededPayments.filter((done) => done.id === payment.id)).toHaveLength(1);
  });

  it('answers bad input with the documented validation body, never a 500', async () => {
    const { gatewayData } = await newPayment();
    const cases: [string, object, (body: Record<string, any>) => void][] = [
      [
        '/api/payment-sandbox/confirm',
        {},
        (body) => expect(body.errors.children.clientSecret.errors).toEqual(['This field is required.']),
      ],
      [
        '/api/payment-sandbox/confirm',
        { client_secret: gatewayData.clientSecret },
        (body) => expect(body.errors.errors).toEqual(['Send either a card or a payment method.']),
      ],
      [
        '/api/payment-sandbox/confirm',
        {
          client_secret: gatewayData.clientSecret,
          card: { number: 'abc', exp_month: 13, exp_year: 'x', cvc: 12 },
        },
        (body) =>
          expect(Object.keys(body.errors.children.card.children).sort()).toEqual([
            'cvc',
            'expMonth',
            'expYear',
            'number',
          ]),
      ],
      [
        '/api/payment-sandbox/confirm',
        { client_secret: 5, payment_method_id: ['pm'] },
        (body) =>
          expect(Object.keys(body.errors.children).sort()).toEqual(['clientSecret', 'paymentMethodId']),
      ],
      [
        '/api/payment-sandbox/payment-methods',
        { card: card('4242424242424241') },
        (body) =>
          expect(body.errors.children.card.children.number.errors).toEqual([
            'Your card number is incorrect.',
          ]),
      ],
      [
        '/api/payment-sandbox/payment-methods',
        { card: { ...card(CARDS.succeeds), exp_year: 2021 } },
        (body) =>
          expect(body.errors.children.card.children.expYear.errors).toEqual(['Your card has expired.']),
      ],
      [
        '/api/payment-sandbox/payment-methods',
        { card: 'x' },
        (body) => expect(body.errors.children.card).toBeDefined(),
      ],
      ['/api/cards', {}, (body) => expect(body.errors.children.data).toBeDefined()],
      [
        '/api/cards',
        { data: { payment_method_id: '' } },
        (body) =>
          expect(body.errors.children.data.children.paymentMethodId.errors).toEqual([
            'This field is required.',
          ]),
      ],
      ['/api/cards', { data: 5 }, (body) => expect(body.errors.children.data).toBeDefined()],
    ];
    for (const [url, payload, check] of cases) {
      const answer = await t.as(buyer).post(url, payload);
      expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(answer.json()).toMatchObject({ code: 400, message: 'Validation Failed' });
      check(answer.json());
    }
    expect((await t.anonymous.get('/api/cards')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/cards', { data: { payment_method_id: 'pm_x' } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.anonymous.post('/api/payment-sandbox/payment-methods', { card: card(CARDS.succeeds) }))
        .statusCode,
    ).toBe(401);
    // The Stripe webhook exists only with Stripe.
    expect((await t.anonymous.post('/api/payments/stripe/webhook', '{}')).statusCode).toBe(404);
  });

  it('answers the paid extras’ prices of each edition, cacheable', async () => {
    const us = await t.anonymous.get('/api/offers/feature-prices');
    expect(us.statusCode).toBe(200);
    expect(us.json()).toEqual({
      priceForHighlight: 499,
      priceForExtraImages: 299,
      priceForPeriodExtension: 399,
    });
    expect(us.headers['cache-control']).toBe('public, no-cache');
    const pl = await t.anonymous.get('/api/offers/feature-prices', { region: 'pl' });
    expect(pl.json()).toEqual(FEATURE_PRICES.pl);
    expect(pl.json().priceForHighlight).toBe(1999);
    const again = await t.anonymous.get('/api/offers/feature-prices', {
      headers: { 'if-none-match': String(us.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.anonymous.get('/api/offers/feature-prices', { region: null })).statusCode).toBe(400);
  });
});

describe('card data in the log', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream });
  });
  afterAll(() => t.close());

  it('never carries a card number or CVC', async () => {
    const buyer = { id: (await createAccount(t.database.db)).id, region: 'us' as const };
    const { gatewayData } = await openPayment(t, {
      purpose: 'order',
      referenceId: 1,
      accountId: buyer.id,
      region: 'us',
      amount: 1250,
    });
    const secretCard = { number: CARDS.declined, exp_month: 11, exp_year: 2031, cvc: '731' };
    await t
      .as(buyer)
      .post('/api/payment-sandbox/confirm', { client_secret: gatewayData.clientSecret, card: secretCard });
    await t
      .as(buyer)
      .post('/api/payment-sandbox/payment-methods', { card: { ...secretCard, number: CARDS.succeeds } });
    await t.as(buyer).post('/api/payment-sandbox/confirm', {
      client_secret: gatewayData.clientSecret,
      card: { ...secretCard, number: CARDS.insufficientFunds, cvc: 'x' },
    });
    // Were code ever to log a card, wherever it nests, it is redacted.
    t.app.log.info({ card: secretCard }, 'probe one');
    t.app.log.info({ body: { card: secretCard, cvc: secretCard.cvc } }, 'probe two');
    await new Promise((resolve) => setImmediate(resolve));

    expect(log.text()).toContain('/api/payment-sandbox/confirm');
    expect(log.text()).toContain('probe two');
    for (const number of [CARDS.declined, CARDS.succeeds, CARDS.insufficientFunds]) {
      expect(log.text().includes(number), `log contains ${number.slice(0, 4)}…`).toBe(false);
    }
    expect(log.text()).not.toMatch(/"cvc":"(?!\[redacted\])/);
  });
});
