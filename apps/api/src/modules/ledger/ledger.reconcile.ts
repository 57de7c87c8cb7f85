import type { LedgerRepository } from './ledger.repository.ts';

/** A payment as its owner records it: what came in, and what went back. */
export interface RecordedPayment {
  id: number;
  currency: string;
  amount: number;
  status: string;
  refundedAmount: number | null;
  /** The provider's id of it (the intent), when it has one. */
  providerPaymentId: string | null;
}

/** A payout as its owner records it. */
export interface RecordedPayout {
  id: number;
  amount: number;
  status: 'pending' | 'sent' | 'paid' | 'failed';
  /** The seller paid. */
  accountId: number;
  /** The provider it was sent with, and its id there once the provider answered. */
  provider: string;
  providerPayoutId: string | null;
}

/** A payment that took money, as the provider keeps it (`PaymentProvider.paymentRecords`). */
export interface ProviderPayment {
  providerPaymentId: string;
  amount: number;
  currency: string;
  status: string;
}

/** A payout as the provider keeps it (`PayoutProvider.payoutRecords`). */
export interface ProviderPayout {
  providerPayoutId: string;
  accountId: number;
  amount: number;
  currency: string;
  status: 'paid' | 'failed';
}

export interface ReconcileSources {
  /** Every payment that took money (succeeded or refunded since). */
  payments: () => Promise<RecordedPayment[]>;
  payouts: () => Promise<RecordedPayout[]>;
  /**
   * The card provider's own records, where they are reachable (the sandbox keeps them in our
   * database); absent where they are not (Stripe): then only our records are compared.
   */
  providerPayments?: () => Promise<ProviderPayment[]>;
  /** The payout provider's own records, where reachable, and its name (our payouts sent with it). */
  providerPayouts?: { provider: string; records: () => Promise<ProviderPayout[]> };
}

const MONEY_IN = new Set(['sale', 'sale_paid_late', 'extras', 'extras_paid_late']);

/**
 * Checks the books (docs/decisions/125): every transfer balances, every kept balance is the sum of
 * its entries, money in = money held + revenue + owed back + refunded + paid out, and the ledger
 * agrees with the payments and payouts their modules recorded and, where the providers' records are
 * reachable, with what the providers took and paid out. Answers each difference, in words.
 */
export async function reconcileLedger(
  ledger: LedgerRepository,
  sources: ReconcileSources,
): Promise<string[]> {
  const differences: string[] = [];
  for (const row of await ledger.unbalancedTransfers())
    differences.push(`transfer ${row.cause_key} does not balance (sum ${row.sum})`);
  for (const row of await ledger.driftedBalances())
    differences.push(
      `balance ${row.account} of account ${row.holder_id} (${row.currency}) is ${row.kept}, its entries sum to ${row.summed}`,
    );

  const totals = await ledger.totals();
  const cash = await ledger.cashByCause();
  for (const currency of new Set([
    ...totals.map((row) => row.currency),
    ...cash.map((row) => row.currency),
  ])) {
    const total = (account: string) =>
      Number(totals.find((row) => row.currency === currency && row.account === account)?.amount ?? 0);
    const cashOf = (causes: (cause: string) => boolean) =>
      cash
        .filter((row) => row.currency === currency && causes(row.cause))
        .reduce((sum, row) => sum + Number(row.amount), 0);
    const moneyIn = cashOf((cause) => MONEY_IN.has(cause));
    const held = -(total('pending') + total('available') + total('in_payout'));
    const revenue = -(total('commission') + total('extras'));
    const owedBack = -total('refunds');
    const refunded = -cashOf((cause) => cause === 'refund_sent');
    const paidOut = -cashOf((cause) => cause === 'payout_paid');
    if (moneyIn !== held + revenue + owedBack + refunded + paidOut)
      differences.push(
        `${currency}: money in ${moneyIn} is not held ${held} + revenue ${revenue} + owed back ${owedBack} + refunded ${refunded} + paid out ${paidOut}`,
      );
    if (total('pending') > 0 || total('in_payout') > 0)
      differences.push(`${currency}: sellers' pending or in-payout balances are negative in total`);
  }

  const bookedCash = new Map(
    (await ledger.bookedPayments()).map((row) => [row.payment_id, Number(row.amount)]),
  );
  const bookedIn = new Map(bookedCash);
  const bookedRefunds = new Map(
    (await ledger.bookedRefunds()).map((row) => [row.payment_id, Number(row.amount)]),
  );
  const payments = await sources.payments();
  for (const payment of payments) {
    const booked = bookedIn.get(payment.id);
    if (booked !== payment.amount)
      differences.push(
        `payment ${payment.id} took ${payment.amount}, the ledger booked ${booked ?? 'nothing'}`,
      );
    bookedIn.delete(payment.id);
    const refunded = bookedRefunds.get(payment.id);
    if ((payment.refundedAmount ?? undefined) !== refunded)
      differences.push(
        `payment ${payment.id} refunded ${payment.refundedAmount ?? 'nothing'}, the ledger booked ${refunded ?? 'nothing'}`,
      );
    bookedRefunds.delete(payment.id);
  }
  for (const [paymentId, amount] of bookedIn)
    differences.push(`the ledger booked ${amount} in for payment ${paymentId}, which took no money`);
  for (const [paymentId, amount] of bookedRefunds)
    differences.push(
      `the ledger booked a refund of ${amount} for payment ${paymentId}, which refunded nothing`,
    );

  const payoutMoves = new Map<number, Map<string, number>>();
  const bookedPaid = new Set<number>();
  for (const row of await ledger.bookedPayouts()) {
    const moves = payoutMoves.get(row.payout_id) ?? new Map<string, number>();
    moves.set(row.cause, Math.abs(Number(row.amount ?? 0)));
    payoutMoves.set(row.payout_id, moves);
    if (row.cause === 'payout_paid') bookedPaid.add(row.payout_id);
  }
  const payouts = await sources.payouts();
  for (const payout of payouts) {
    const moves = payoutMoves.get(payout.id) ?? new Map<string, number>();
    payoutMoves.delete(payout.id);
    const expected =
      payout.status === 'paid'
        ? ['payout', 'payout_paid']
        : payout.status === 'failed'
          ? ['payout', 'payout_failed']
          : ['payout'];
    const booked = [...moves.keys()].sort();
    if (
      booked.join() !== [...expected].sort().join() ||
      [...moves.values()].some((amount) => amount !== payout.amount)
    )
      differences.push(
        `payout ${payout.id} (${payout.status}, ${payout.amount}) is booked as ${booked.map((cause) => `${cause} ${moves.get(cause)}`).join(', ') || 'nothing'}`,
      );
  }
  for (const payoutId of payoutMoves.keys())
    differences.push(`the ledger books payout ${payoutId}, which was never recorded`);

  if (sources.providerPayments) {
    const byProviderId = new Map(
      payments.flatMap((payment) =>
        payment.providerPaymentId ? [[payment.providerPaymentId, payment] as const] : [],
      ),
    );
    // Provider -> ours only: payments made without the provider (the demo data's) have no record there.
    for (const record of await sources.providerPayments()) {
      const payment = byProviderId.get(record.providerPaymentId);
      if (!payment) {
        differences.push(
          `the provider's payment ${record.providerPaymentId} took ${record.amount}, no payment records it`,
        );
        continue;
      }
      const booked = bookedCash.get(payment.id);
      if (booked !== record.amount)
        differences.push(
          `the provider's payment ${record.providerPaymentId} took ${record.amount}, the ledger booked ${booked ?? 'nothing'} for payment ${payment.id}`,
        );
    }
  }

  if (sources.providerPayouts) {
    const { provider, records } = sources.providerPayouts;
    const byProviderId = new Map(
      payouts.flatMap((payout) =>
        payout.providerPayoutId ? [[payout.providerPayoutId, payout] as const] : [],
      ),
    );
    const known = new Set<string>();
    for (const record of await records()) {
      known.add(record.providerPayoutId);
      const payout = byProviderId.get(record.providerPayoutId);
      if (!payout) {
        // The provider took it and the handler that asked has not recorded the answer yet (or died
        // first: the event's retry asks again under the same key and records it). The provider's
        // record does not name our payout, so a pending one of the seller and amount stands for it.
        const awaited = payouts.some(
          (p) =>
            p.status === 'pending' &&
            p.provider === provider &&
            p.accountId === record.accountId &&
            p.amount === record.amount,
        );
        if (!awaited)
          differences.push(
            `the provider's payout ${record.providerPayoutId} (${record.status}, ${record.amount}) has no payout recorded`,
          );
        continue;
      }
      if (record.amount !== payout.amount)
        differences.push(
          `the provider's payout ${record.providerPayoutId} is ${record.amount}, payout ${payout.id} records ${payout.amount}`,
        );
      if ((record.status === 'paid') !== bookedPaid.has(payout.id))
        differences.push(
          `the provider's payout ${record.providerPayoutId} is ${record.status}, the ledger books payout ${payout.id} ${bookedPaid.has(payout.id) ? 'paid' : 'not paid'}`,
        );
    }
    for (const payout of payouts)
      if (payout.provider === provider && payout.providerPayoutId && !known.has(payout.providerPayoutId))
        differences.push(
          `payout ${payout.id} was sent as ${payout.providerPayoutId}, which the provider does not know`,
        );
  }
  return differences;
}
