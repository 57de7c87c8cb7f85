import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/build-test-app.ts';
import { createAccount } from '../../test/factories.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

interface Call {
  method: string;
  path: string;
  form: Record<string, string>;
}

/**
 * Stripe's API as far as the provider uses it: customers, payment intents, setup intents, payment
 * methods.
 */
function fakeStripe() {
  const calls: Call[] = [];
  const methods: Record<string, { customer: string | null }> = {
    pm_free: { customer: null },
    pm_theirs: { customer: 'cus_someone_else' },
  };
  const intents: Record<string, string> = {};
  /** SetupIntents as Stripe keeps them: a succeeded one has attached its payment method to its customer. */
  const setupIntents: { id: string; customer: string; payment_method: string | null; status: string }[] = [];
  let customers = 0;
  const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 };
  const answer = (call: Call): [number, object] => {
    const [, , resource, id, action] = call.path.split('/');
    if (resource === 'customers' && call.method === 'POST') {
      return [200, { id: `cus_${++customers}`, object: 'customer' }];
    }
    if (resource === 'payment_intents' && call.method === 'POST' && !id) {
      const pi = `pi_fake_${Object.keys(intents).length + 1}`;
      intents[pi] = 'requires_payment_method';
      return [
        200,
        { id: pi, object: 'payment_intent', client_secret: `${pi}_secret_abc`, status: intents[pi] },
      ];
    }
    if (resource === 'payment_intents' && id && action === 'cancel') {
      if (intents[id] !== 'requires_payment_method') {
        return [
          400,
          {
            error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'no' },
          },
        ];
      }
      intents[id] = 'canceled';
      return [200, { id, object: 'payment_intent', status: 'canceled' }];
    }
    if (resource === 'payment_intents' && id && call.method === 'GET') {
      return [200, { id, object: 'payment_intent', status: intents[id] }];
    }
    if (resource === 'setup_intents' && call.method === 'GET' && !id) {
      const data = setupIntents.filter(
        (setup) =>
          setup.customer === call.form.customer &&
          (!call.form.payment_method || setup.payment_method === call.form.payment_method),
      );
      return [200, { object: 'list', url: '/v1/setup_intents', has_more: false, data }];
    }
    if (resource === 'setup_intents' && call.method === 'POST' && !id) {
      const seti = `seti_fake_${setupIntents.length + 1}`;
      setupIntents.push({
        id: seti,
        customer: call.form.customer!,
        payment_method: null,
        status: 'requires_payment_method',
      });
      return [
        200,
        {
          id: seti,
          object: 'setup_intent',
          client_secret: `${seti}_secret_def`,
          customer: call.form.customer,
          usage: call.form.usage,
          status: 'requires_payment_method',
        },
      ];
    }
    if (resource === 'payment_methods' && id && methods[id]) {
      if (action === 'attach') methods[id].customer = call.form.customer ?? null;
      return [200, { id, object: 'payment_method', type: 'card', card, customer: methods[id].customer }];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } },
    ];
  };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const call = {
      method: request.method ?? 'GET',
      path: url.pathname,
      form: {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(await read(request))),
      },
    };
    calls.push(call);
    const [status, body] = answer(call);
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    response.end(JSON.stringify(body));
  });
  /** What the browser's `confirmSetup` does at Stripe: a declined card leaves its method unattached. */
  const confirmSetup = (seti: string, paymentMethod: string, outcome: 'succeeded' | 'declined') => {
    const setup = setupIntents.find((each) => each.id === seti)!;
    methods[paymentMethod] = { customer: outcome === 'succeeded' ? setup.customer : null };
    if (outcome === 'succeeded') Object.assign(setup, { payment_method: paymentMethod, status: 'succeeded' });
  };
  return { server, calls, intents, confirmSetup };
}

describe('the Stripe provider against a local fake of Stripe’s API', () => {
  let database: DatabaseHandle;
  let fake: ReturnType<typeof fakeStripe>;
  let provider: PaymentProvider;
  let accountId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    accountId = (await createAccount(database.db)).id;
    fake = fakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    provider = createStripePaymentProvider(database.db, {
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: 'whsec_fake',
      host: '127.0.0.1',
      port: (fake.server.address() as AddressInfo).port,
      protocol: 'http',
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => (fake.server as Server).close(resolve));
    await database.close();
  });

  it('opens PaymentIntents for one Stripe customer per account', async () => {
    const first = await provider.createIntent({
      accountId,
      amount: 499,
      currency: 'USD',
      description: 'features 1',
      idempotencyKey: 'payment:us:1:0',
    });
    expect(first).toEqual({ providerPaymentId: 'pi_fake_1', clientSecret: 'pi_fake_1_secret_abc' });
    await provider.createIntent({
      accountId,
      amount: 1999,
      currency: 'PLN',
      description: 'features 2',
      idempotencyKey: 'payment:pl:2:0',
    });
    expect(fake.calls.filter((call) => call.path === '/v1/customers')).toHaveLength(1);
    const intents = fake.calls.filter((call) => call.path === '/v1/payment_intents');
    expect(intents.map((call) => [call.form.amount, call.form.currency, call.form.customer])).toEqual([
      ['499', 'usd', 'cus_1'],
      ['1999', 'pln', 'cus_1'],
    ]);
  });

  it('cancels an open intent, and says so when it succeeded first', async () => {
    expect(await provider.cancelIntent('pi_fake_1')).toBe(true);
    fake.intents.pi_fake_2 = 'succeeded';
    expect(await provider.cancelIntent('pi_fake_2')).toBe(false);
  });

  it('opens a SetupIntent for the account’s customer, to save a card off-session', async () => {
    const setup = await provider.createSetupIntent!(accountId);
    expect(setup).toEqual({ clientSecret: 'seti_fake_1_secret_def' });
    const [call] = fake.calls.filter((each) => each.path === '/v1/setup_intents');
    expect(call).toMatchObject({
      method: 'POST',
      form: {
        customer: 'cus_1',
        usage: 'off_session',
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
      },
    });
    // The account's one customer, made by the first test: no second one.
    expect(fake.calls.filter((each) => each.path === '/v1/customers')).toHaveLength(1);

    const other = (await createAccount(database.db)).id;
    await provider.createSetupIntent!(other);
    const calls = fake.calls.filter((each) => each.path === '/v1/setup_intents');
    expect(calls.map((each) => each.form.customer)).toEqual(['cus_1', 'cus_2']);
  });

  it('saves only a payment method whose SetupIntent succeeded, never another customer’s', async () => {
    const setup = await provider.createSetupIntent!(accountId);
    const seti = setup.clientSecret.split('_secret_')[0]!;
    // Stripe declined the card at the SetupIntent's confirmation: the method exists but is not saved.
    fake.confirmSetup(seti, 'pm_declined', 'declined');
    expect(await provider.claimPaymentMethod(accountId, 'pm_declined')).toBe('declined');
    // A method made without a SetupIntent (`createPaymentMethod`) was never checked either.
    expect(await provider.claimPaymentMethod(accountId, 'pm_free')).toBe('declined');
    expect(fake.calls.some((call) => call.path.endsWith('/attach'))).toBe(false);

    const retry = await provider.createSetupIntent!(accountId);
    fake.confirmSetup(retry.clientSecret.split('_secret_')[0]!, 'pm_set_up', 'succeeded');
    expect(await provider.claimPaymentMethod(accountId, 'pm_set_up')).toEqual({
      id: 'pm_set_up',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
    });
    expect(await provider.claimPaymentMethod(accountId, 'pm_theirs')).toBeUndefined();
    expect(await provider.claimPaymentMethod(accountId, 'pm_missing')).toBeUndefined();
    // Another account's succeeded method is not this account's.
    const other = (await createAccount(database.db)).id;
    expect(await provider.claimPaymentMethod(other, 'pm_set_up')).toBeUndefined();
  });
});
