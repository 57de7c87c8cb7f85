import Stripe from 'stripe';
import { InvalidWebhookError } from './payment-provider.ts';
import type { PayoutEvent, PayoutProvider } from './payout-provider.ts';

export interface StripePayoutOptions {
  secretKey: string;
  /** The signing secret of the Connect webhook endpoint (events of the connected accounts). */
  webhookSecret: string;
  /** For tests: Stripe's API elsewhere (a local fake), as `http://127.0.0.1:port`. */
  apiBase?: string;
}

/** Stripe's HTTP client pointed at `apiBase`: its host, port and protocol. */
function hostOptions(apiBase: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Payouts through Stripe Connect (docs/decisions/127): an Express connected account per seller,
 * onboarded by Stripe's own pages; a payout is a transfer from the platform's balance to that
 * account, then a payout from it to the bank account Stripe collected at onboarding (our copy of
 * the seller's payout data is not sent). Its outcome arrives by the Connect webhook
 * (`payout.paid`, `payout.failed`).
 */
export function createStripePayoutProvider(options: StripePayoutOptions): PayoutProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.apiBase ? hostOptions(options.apiBase) : {}),
  });

  return {
    name: 'stripe',

    async send({ payoutId, amount, currency, recipientId, idempotencyKey }) {
      if (!recipientId) {
        throw new Error(`stripe: payout ${payoutId} has no connected account to send to`);
      }
      const metadata = { payoutId: String(payoutId) };
      // Two steps, each under its own key derived from the payout's: a retry after either repeats
      // neither the transfer nor the payout.
      await stripe.transfers.create(
        {
          amount,
          currency: currency.toLowerCase(),
          destination: recipientId,
          transfer_group: `payout:${payoutId}`,
          metadata,
        },
        { idempotencyKey: `${idempotencyKey}:transfer` },
      );
      const payout = await stripe.payouts.create(
        { amount, currency: currency.toLowerCase(), metadata },
        { stripeAccount: recipientId, idempotencyKey: `${idempotencyKey}:payout` },
      );
      return { providerPayoutId: payout.id };
    },

    async recipientOf({ accountId, country, email, existingRecipientId }) {
      const account = existingRecipientId
        ? await stripe.accounts.retrieve(existingRecipientId)
        : await stripe.accounts.create(
            {
              type: 'express',
              country,
              email,
              capabilities: { transfers: { requested: true } },
              // We decide when a payout goes (the daily run, 'Pay out now'): Stripe's automatic
              // schedule would pay the transferred money out first, and our payout find no balance.
              settings: { payouts: { schedule: { interval: 'manual' } } },
              metadata: { accountId: String(accountId) },
            },
            { idempotencyKey: `recipient:${accountId}` },
          );
      return { recipientId: account.id, ready: account.payouts_enabled };
    },

    async onboardingLink(recipientId, returnUrl) {
      const link = await stripe.accountLinks.create({
        account: recipientId,
        type: 'account_onboarding',
        refresh_url: returnUrl,
        return_url: returnUrl,
      });
      return link.url;
    },

    async parsePayoutWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch {
        throw new InvalidWebhookError('The webhook signature does not verify.');
      }
      return payoutEventOf(event);
    },
  };
}

/** The payout outcome a Stripe event reports; undefined for every other event. */
function payoutEventOf(event: Stripe.Event): PayoutEvent | undefined {
  switch (event.type) {
    case 'payout.paid':
      return { type: 'paid', providerPayoutId: event.data.object.id };
    case 'payout.failed': {
      const payout = event.data.object;
      return { type: 'failed', providerPayoutId: payout.id, reason: payout.failure_code ?? 'unknown' };
    }
    default:
      return undefined;
  }
}
