import type { Platform } from '../../platform.ts';
import { ledgerAdminRoutes, ledgerRoutes } from './ledger.routes.ts';
import { createLedgerService } from './ledger.service.ts';

/** The ledger (docs/decisions/125): its reads, the commission's rate, the console's finance reads. */
export async function registerLedger(
  { app, repositories, unitOfWork, caches, clock, admin }: Platform,
  needs: { accountExists: (accountId: number) => Promise<boolean> },
) {
  const ledger = createLedgerService({ ledgerRepository: repositories.ledger, unitOfWork, caches, clock });
  await app.register(ledgerRoutes, { ledger });
  await admin((scope) => ledgerAdminRoutes(scope, { ledger, accountExists: needs.accountExists }));
  return ledger;
}
