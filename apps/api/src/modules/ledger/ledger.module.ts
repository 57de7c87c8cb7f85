import type { Platform } from '../../platform.ts';
import { ledgerAdminRoutes, ledgerRoutes, type AccountRefIn } from './ledger.routes.ts';
import { createLedgerService } from './ledger.service.ts';

/** The ledger (docs/decisions/125): its reads, the commission's rate, the console's finance reads. */
export async function registerLedger(
  { app, repositories, unitOfWork, caches, clock, admin }: Platform,
  needs: { accountRefIn: AccountRefIn },
) {
  const ledger = createLedgerService({ ledgerRepository: repositories.ledger, unitOfWork, caches, clock });
  await app.register(ledgerRoutes, { ledger });
  await admin((scope) => ledgerAdminRoutes(scope, { ledger, accountRefIn: needs.accountRefIn }));
  return ledger;
}
