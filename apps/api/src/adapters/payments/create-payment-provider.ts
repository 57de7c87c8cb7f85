import type { Env } from '../../config/env.ts';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

type PaymentsEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'>;

/**
 * Stripe when STRIPE_SECRET_KEY is set, the built-in sandbox otherwise (loadEnv refuses the sandbox
 * on a deployed server unless PAYMENTS_SANDBOX=true, and Stripe without its other two keys).
 */
export function createPaymentProvider(env: PaymentsEnv, db: Executor, clock: Clock): PaymentProvider {
  if (!env.STRIPE_SECRET_KEY) return createSandboxPaymentProvider({ db, clock });
  return createStripePaymentProvider(db, {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
  });
}
