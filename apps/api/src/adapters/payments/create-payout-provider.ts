import type { Env } from '../../config/env.ts';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { PayoutProvider } from './payout-provider.ts';
import { createSandboxPayoutProvider } from './sandbox-payout-provider.ts';
import { createStripePayoutProvider } from './stripe-payout-provider.ts';

type PayoutsEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_CONNECT_WEBHOOK_SECRET'>;

/**
 * Stripe Connect when STRIPE_SECRET_KEY is set, the built-in sandbox otherwise, as with charges
 * (createPaymentProvider). Connect's events come to their own webhook endpoint, signed with
 * STRIPE_CONNECT_WEBHOOK_SECRET; without it, with STRIPE_WEBHOOK_SECRET (one endpoint for both).
 */
export function createPayoutProvider(env: PayoutsEnv, db: Executor, clock: Clock): PayoutProvider {
  if (!env.STRIPE_SECRET_KEY) return createSandboxPayoutProvider({ db, clock });
  return createStripePayoutProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET ?? env.STRIPE_WEBHOOK_SECRET!,
  });
}
