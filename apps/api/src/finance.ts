import { createPaymentProvider } from './adapters/payments/create-payment-provider.ts';
import { createPayoutProvider } from './adapters/payments/create-payout-provider.ts';
import type { Env } from './config/env.ts';
import type { Executor } from './db/client.ts';
import { createLedgerRepository, reconcileLedger } from './modules/ledger/index.ts';
import { createPaymentsRepository } from './modules/payments/index.ts';
import { createPayoutsRepository } from './modules/payouts/index.ts';
import { systemClock } from './shared/clock.ts';

type ProvidersEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_CONNECT_WEBHOOK_SECRET'
>;

/**
 * Reconciles the books (docs/decisions/125): the ledger against the payments and the payouts their
 * modules recorded and, where the providers' records are reachable (the sandbox's, in this
 * database), against what the providers took and paid out; the result kept for the console.
 * The providers are those the app would use with `env` (the sandbox without STRIPE_SECRET_KEY).
 * Stripe's are not reachable: with STRIPE_SECRET_KEY only our own records are compared.
 * Answers the differences (none: they agree).
 */
export async function reconcileBooks(db: Executor, env: ProvidersEnv = {}): Promise<string[]> {
  const ledger = createLedgerRepository(db);
  const paymentProvider = createPaymentProvider(env, db, systemClock);
  const payoutProvider = createPayoutProvider(env, db, systemClock);
  const differences = await reconcileLedger(ledger, {
    payments: createPaymentsRepository(db).moneyTaken,
    payouts: createPayoutsRepository(db).all,
    providerPayments: paymentProvider.paymentRecords && (() => paymentProvider.paymentRecords!()),
    providerPayouts: payoutProvider.payoutRecords && {
      provider: payoutProvider.name,
      records: () => payoutProvider.payoutRecords!(),
    },
  });
  await ledger.saveReconciliation(differences.length === 0, differences);
  return differences;
}
