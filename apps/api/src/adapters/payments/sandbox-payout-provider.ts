import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { sandboxPayouts } from '../../db/schema/index.ts';
import type { Clock } from '../../shared/clock.ts';
import type { PayoutEvent, PayoutProvider } from './payout-provider.ts';
import { bankNumberOf, payoutFailureOf } from './sandbox-bank-accounts.ts';

/**
 * The built-in payout provider (docs/architecture.md, 'Sandbox payouts'): Stripe's test-mode
 * payouts, kept in our database. It sends no money. A payout is paid at once, or fails at once
 * with Stripe's failure code when its destination is one of the failing test accounts
 * (`sandbox-bank-accounts.ts`); no webhook follows. It needs no account at the provider.
 */
export function createSandboxPayoutProvider({ db, clock }: { db: Executor; clock: Clock }): PayoutProvider {
  return {
    name: 'sandbox',

    async send({ accountId, amount, currency, destination, idempotencyKey }) {
      // The key names the payout, as Stripe's idempotency keys do: asked again, the same one answers.
      const id = `po_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      const bankNumber = bankNumberOf(destination);
      const failure = payoutFailureOf(bankNumber);
      await db
        .insert(sandboxPayouts)
        .values({
          id,
          accountId,
          amount,
          currency,
          destinationLast4: bankNumber.slice(-4),
          status: failure ? 'failed' : 'paid',
          failureReason: failure ?? null,
          createdAt: clock(),
        })
        .onConflictDoNothing({ target: sandboxPayouts.id });
      // The outcome recorded first, should a repeat name another destination.
      const [payout] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id));
      const outcome: PayoutEvent =
        payout!.status === 'paid'
          ? { type: 'paid', providerPayoutId: id }
          : { type: 'failed', providerPayoutId: id, reason: payout!.failureReason ?? 'unknown' };
      return { providerPayoutId: id, outcome };
    },

    async recipientOf() {
      return { recipientId: null, ready: true };
    },

    async payoutRecords() {
      return db
        .select({
          providerPayoutId: sandboxPayouts.id,
          accountId: sandboxPayouts.accountId,
          amount: sandboxPayouts.amount,
          currency: sandboxPayouts.currency,
          status: sandboxPayouts.status,
        })
        .from(sandboxPayouts);
    },
  };
}
