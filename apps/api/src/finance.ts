import type { Executor } from './db/client.ts';
import { createLedgerRepository, reconcileLedger } from './modules/ledger/index.ts';
import { createPaymentsRepository } from './modules/payments/index.ts';
import { createPayoutsRepository } from './modules/payouts/index.ts';

/**
 * Reconciles the books (docs/decisions/125): the ledger against the payments and the payouts their
 * modules recorded, the result kept for the console. Answers the differences (none: they agree).
 */
export async function reconcileBooks(db: Executor): Promise<string[]> {
  const ledger = createLedgerRepository(db);
  const differences = await reconcileLedger(ledger, {
    payments: createPaymentsRepository(db).moneyTaken,
    payouts: createPayoutsRepository(db).all,
  });
  await ledger.saveReconciliation(differences.length === 0, differences);
  return differences;
}
