import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Executor } from '../../db/client.ts';
import { paymentCustomers } from '../../db/schema/index.ts';
import {
  InvalidWebhookError,
  type CardSummary,
  type PaymentEvent,
  type PaymentProvider,
} from './payment-provider.ts';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** For tests: Stripe's HTTP client pointed elsewhere (a local fake). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe's error codes for an object that does not exist (another account's, or made up). */
const MISSING = new Set(['resource_missing']);

/**
 * Card payments through Stripe: PaymentIntents created here and confirmed by Stripe Elements in the
 * browser, outcomes from the signed webhook (docs/decisions/058). Saved payment methods are
 * attached to one Stripe customer per account, which is how ownership is checked.
 */
export function createStripePaymentProvider(db: Executor, options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.host ? { host: options.host, port: options.port, protocol: options.protocol } : {}),
  });

  async function customerOf(accountId: number): Promise<string> {
    const where = and(eq(paymentCustomers.accountId, accountId), eq(paymentCustomers.provider, 'stripe'));
    const [known] = await db.select().from(paymentCustomers).where(where);
    if (known) return known.customerId;
    const customer = await stripe.customers.create(
      { metadata: { accountId: String(accountId) } },
      { idempotencyKey: `customer-of-account-${accountId}` },
    );
    await db
      .insert(paymentCustomers)
      .values({ accountId, provider: 'stripe', customerId: customer.id })
      .onConflictDoNothing();
    const [stored] = await db.select().from(paymentCustomers).where(where);
    return stored!.customerId;
  }

  async function cardOf(method: string | Stripe.PaymentMethod | null): Promise<CardSummary | undefined> {
    if (!method) return undefined;
    try {
      const expanded = typeof method === 'string' ? await stripe.paymentMethods.retrieve(method) : method;
      return expanded.card ? { brand: expanded.card.brand, last4: expanded.card.last4 } : undefined;
    } catch {
      // The brand and last 4 are a convenience: the payment's outcome does not wait for them.
      return undefined;
    }
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    async createIntent({ accountId, amount, currency, description, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount,
          currency: currency.toLowerCase(),
          customer: await customerOf(accountId),
          description,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { accountId: String(accountId) },
        },
        { idempotencyKey },
      );
      return { providerPaymentId: intent.id, clientSecret: intent.client_secret! };
    },

    async cancelIntent(providerPaymentId) {
      try {
        await stripe.paymentIntents.cancel(providerPaymentId);
        return true;
      } catch (error) {
        // Already canceled, succeeded or processing: Stripe says which.
        if ((error as { code?: string }).code !== 'payment_intent_unexpected_state') throw error;
        const intent = await stripe.paymentIntents.retrieve(providerPaymentId);
        return intent.status === 'canceled';
      }
    },

    async clientSecretOf(providerPaymentId) {
      const intent = await stripe.paymentIntents.retrieve(providerPaymentId);
      return intent.client_secret!;
    },

    async refund(providerPaymentId, options) {
      try {
        // One idempotency key per refund (the whole payment, or one amount of it): a retried
        // refund job makes no second refund.
        const amount = options?.amount;
        await stripe.refunds.create(
          amount === undefined
            ? { payment_intent: providerPaymentId }
            : { payment_intent: providerPaymentId, amount },
          {
            idempotencyKey:
              amount === undefined ? `refund:${providerPaymentId}` : `refund:${providerPaymentId}:${amount}`,
          },
        );
      } catch (error) {
        if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
      }
    },

    async claimPaymentMethod(accountId, paymentMethodId) {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(paymentMethodId);
      } catch (error) {
        if (MISSING.has((error as { code?: string }).code ?? '')) return undefined;
        throw error;
      }
      if (!method.card) return undefined;
      const customer = await customerOf(accountId);
      const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
      if (owner && owner !== customer) return undefined;
      // Saved only once a SetupIntent of the account's customer succeeded with it (which attaches
      // it): Stripe declines a refused card there, and a method made otherwise was never checked.
      const setups = await stripe.setupIntents.list({ customer, payment_method: paymentMethodId });
      if (owner !== customer || !setups.data.some((setup) => setup.status === 'succeeded')) return 'declined';
      return {
        id: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },

    async forgetCards(accountId, paymentMethodIds) {
      for (const id of paymentMethodIds) {
        try {
          await stripe.paymentMethods.detach(id);
        } catch (error) {
          // Gone, or detached by an earlier run of this event.
          const code = (error as { code?: string }).code ?? '';
          if (!MISSING.has(code) && code !== 'payment_method_unexpected_state') throw error;
        }
      }
      // Deleting the customer detaches whatever else it holds, and its metadata names the account.
      const where = and(eq(paymentCustomers.accountId, accountId), eq(paymentCustomers.provider, 'stripe'));
      const [known] = await db.select().from(paymentCustomers).where(where);
      if (!known) return;
      try {
        await stripe.customers.del(known.customerId);
      } catch (error) {
        if (!MISSING.has((error as { code?: string }).code ?? '')) throw error;
      }
      await db.delete(paymentCustomers).where(where);
    },

    async createSetupIntent(accountId) {
      const setup = await stripe.setupIntents.create({
        customer: await customerOf(accountId),
        usage: 'off_session',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { accountId: String(accountId) },
      });
      return { clientSecret: setup.client_secret! };
    },

    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new InvalidWebhookError('The webhook signature does not verify.');
      }
      return eventOf(event, cardOf);
    },
  };
}

/** The payment outcome a Stripe event reports; undefined for every other event. */
async function eventOf(
  event: Stripe.Event,
  cardOf: (method: string | Stripe.PaymentMethod | null) => Promise<CardSummary | undefined>,
): Promise<PaymentEvent | undefined> {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return { type: 'succeeded', providerPaymentId: intent.id, card: await cardOf(intent.payment_method) };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return {
        type: 'failed',
        providerPaymentId: intent.id,
        code: error?.decline_code ?? error?.code ?? 'payment_failed',
      };
    }
    case 'payment_intent.canceled':
      return { type: 'canceled', providerPaymentId: event.data.object.id };
    default:
      return undefined;
  }
}
