import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidWebhookError } from './payment-provider.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createStripePayoutProvider } from './stripe-payout-provider.ts';

const WEBHOOK_SECRET = 'whsec_connect_fake';

interface Call {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
}

/**
 * Stripe's API as far as the payout provider uses it: connected accounts, account links, transfers
 * and payouts. A POST repeated with its idempotency key is answered as the first was, as Stripe does.
 */
function fakeStripe() {
  const calls: Call[] = [];
  const replies = new Map<string, [number, object]>();
  const accounts: Record<string, { payouts_enabled: boolean }> = {};
  let transfers = 0;
  let payouts = 0;
  const answer = (call: Call): [number, object] => {
    const [, , resource, id] = call.path.split('/');
    if (resource === 'accounts' && call.method === 'POST' && !id) {
      const acct = `acct_fake_${Object.keys(accounts).length + 1}`;
      accounts[acct] = { payouts_enabled: false };
      return [200, { id: acct, object: 'account', type: 'express', ...accounts[acct] }];
    }
    if (resource === 'accounts' && call.method === 'GET' && id && accounts[id]) {
      return [200, { id, object: 'account', type: 'express', ...accounts[id] }];
    }
    if (resource === 'account_links' && call.method === 'POST') {
      return [
        200,
        {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${call.form.account}/fake`,
          expires_at: 1_900_000_000,
        },
      ];
    }
    if (resource === 'transfers' && call.method === 'POST') {
      return [200, { id: `tr_fake_${++transfers}`, object: 'transfer', destination: call.form.destination }];
    }
    if (resource === 'payouts' && call.method === 'POST' && call.stripeAccount) {
      return [200, { id: `po_fake_${++payouts}`, object: 'payout', status: 'pending' }];
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
  const header = (request: IncomingMessage, name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const call: Call = {
      method: request.method ?? 'GET',
      path: url.pathname,
      form: {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(await read(request))),
      },
      idempotencyKey: header(request, 'idempotency-key'),
      stripeAccount: header(request, 'stripe-account'),
    };
    calls.push(call);
    const replayKey =
      call.method === 'POST' && call.idempotencyKey ? `${call.stripeAccount}|${call.idempotencyKey}` : '';
    const [status, body] = replies.get(replayKey) ?? answer(call);
    if (replayKey) replies.set(replayKey, [status, body]);
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
    response.end(JSON.stringify(body));
  });
  return { server, calls, accounts };
}

/** A Stripe event about a connected account's payout, as Stripe sends it to the Connect endpoint. */
function payoutEvent(type: string, payout: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_fake_${type}`,
    object: 'event',
    api_version: '2025-01-01',
    account: 'acct_fake_1',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { object: 'payout', failure_code: null, ...payout } },
  });
}

const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('the Stripe payout provider against a local fake of Stripe’s API', () => {
  let fake: ReturnType<typeof fakeStripe>;
  let provider: PayoutProvider;

  beforeAll(async () => {
    fake = fakeStripe();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    provider = createStripePayoutProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it('creates an Express connected account once per account, and answers whether it takes payouts', async () => {
    const input = {
      accountId: 7,
      country: 'PL' as const,
      email: 'seller@example.pl',
      existingRecipientId: null,
    };
    expect(await provider.recipientOf(input)).toEqual({ recipientId: 'acct_fake_1', ready: false });
    // Asked again before its id was kept: the idempotency key answers the same account.
    expect(await provider.recipientOf(input)).toEqual({ recipientId: 'acct_fake_1', ready: false });
    const created = fake.calls.filter((call) => call.path === '/v1/accounts');
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      method: 'POST',
      idempotencyKey: 'recipient:7',
      form: {
        type: 'express',
        country: 'PL',
        email: 'seller@example.pl',
        'capabilities[transfers][requested]': 'true',
        'settings[payouts][schedule][interval]': 'manual',
        'metadata[accountId]': '7',
      },
    });
    expect(Object.keys(fake.accounts)).toEqual(['acct_fake_1']);

    // Onboarded at Stripe: the known account is read, not created.
    fake.accounts.acct_fake_1!.payouts_enabled = true;
    expect(await provider.recipientOf({ ...input, existingRecipientId: 'acct_fake_1' })).toEqual({
      recipientId: 'acct_fake_1',
      ready: true,
    });
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: '/v1/accounts/acct_fake_1' });
  });

  it('hands out Stripe’s onboarding link for the connected account', async () => {
    const url = await provider.onboardingLink!('acct_fake_1', 'https://pl.market.example/account/payouts');
    expect(url).toBe('https://connect.stripe.com/setup/e/acct_fake_1/fake');
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/account_links',
      form: {
        account: 'acct_fake_1',
        type: 'account_onboarding',
        refresh_url: 'https://pl.market.example/account/payouts',
        return_url: 'https://pl.market.example/account/payouts',
      },
    });
  });

  it('sends a transfer to the connected account, then a payout from it, each under its own key', async () => {
    const input = {
      payoutId: 42,
      accountId: 7,
      amount: 12_345,
      currency: 'PLN' as const,
      destination: { holder: 'Jan Kowalski', iban: 'PL61109010140000071219812874' },
      recipientId: 'acct_fake_1',
      idempotencyKey: 'payout:42',
    };
    const sent = await provider.send(input);
    // Stripe reports the outcome later, by webhook.
    expect(sent).toEqual({ providerPayoutId: 'po_fake_1' });

    const transfer = fake.calls.find((call) => call.path === '/v1/transfers');
    expect(transfer).toMatchObject({
      method: 'POST',
      idempotencyKey: 'payout:42:transfer',
      stripeAccount: undefined,
      form: {
        amount: '12345',
        currency: 'pln',
        destination: 'acct_fake_1',
        transfer_group: 'payout:42',
        'metadata[payoutId]': '42',
      },
    });
    const payout = fake.calls.find((call) => call.path === '/v1/payouts');
    expect(payout).toMatchObject({
      method: 'POST',
      idempotencyKey: 'payout:42:payout',
      stripeAccount: 'acct_fake_1',
      form: { amount: '12345', currency: 'pln', 'metadata[payoutId]': '42' },
    });
    // The bank details are Stripe's, collected at onboarding: ours are not sent.
    expect(JSON.stringify(fake.calls)).not.toContain('PL61109010140000071219812874');

    // A retry (a job run again) sends neither twice: Stripe answers both keys as before.
    expect(await provider.send(input)).toEqual({ providerPayoutId: 'po_fake_1' });
    expect(
      fake.calls.filter((call) => call.path === '/v1/transfers').map((call) => call.idempotencyKey),
    ).toEqual(['payout:42:transfer', 'payout:42:transfer']);
  });

  it('refuses to send without a connected account', async () => {
    const before = fake.calls.length;
    await expect(
      provider.send({
        payoutId: 43,
        accountId: 8,
        amount: 1_000,
        currency: 'USD',
        destination: { holder: 'Jane Doe', accountNumber: '000123456789', routingNumber: '110000000' },
        recipientId: null,
        idempotencyKey: 'payout:43',
      }),
    ).rejects.toThrow(/payout 43 has no connected account/);
    expect(fake.calls).toHaveLength(before);
  });

  it('verifies the Connect webhook and maps payout.paid and payout.failed', async () => {
    const paid = payoutEvent('payout.paid', { id: 'po_fake_1', status: 'paid' });
    expect(await provider.parsePayoutWebhook!(paid, sign(paid))).toEqual({
      type: 'paid',
      providerPayoutId: 'po_fake_1',
    });
    const failed = payoutEvent('payout.failed', {
      id: 'po_fake_2',
      status: 'failed',
      failure_code: 'account_closed',
    });
    expect(await provider.parsePayoutWebhook!(failed, sign(failed))).toEqual({
      type: 'failed',
      providerPayoutId: 'po_fake_2',
      reason: 'account_closed',
    });
    const withoutCode = payoutEvent('payout.failed', { id: 'po_fake_3', status: 'failed' });
    expect(await provider.parsePayoutWebhook!(withoutCode, sign(withoutCode))).toEqual({
      type: 'failed',
      providerPayoutId: 'po_fake_3',
      reason: 'unknown',
    });
    // Events we do not act on.
    const other = payoutEvent('payout.created', { id: 'po_fake_4', status: 'pending' });
    expect(await provider.parsePayoutWebhook!(other, sign(other))).toBeUndefined();
  });

  it('refuses a webhook whose signature does not verify', async () => {
    const paid = payoutEvent('payout.paid', { id: 'po_fake_1', status: 'paid' });
    await expect(provider.parsePayoutWebhook!(paid, sign(paid, 'whsec_someone_else'))).rejects.toBeInstanceOf(
      InvalidWebhookError,
    );
    await expect(provider.parsePayoutWebhook!(paid, undefined)).rejects.toBeInstanceOf(InvalidWebhookError);
    // Signed, then changed on the way.
    const tampered = paid.replace('po_fake_1', 'po_fake_9');
    await expect(provider.parsePayoutWebhook!(tampered, sign(paid))).rejects.toBeInstanceOf(
      InvalidWebhookError,
    );
  });
});
