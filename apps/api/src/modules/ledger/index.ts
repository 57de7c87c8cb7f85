export {
  balanceBlockersOfDeletion,
  bookExtras,
  bookPaidLate,
  bookPayout,
  bookPayoutFailed,
  bookPayoutPaid,
  bookRefundSent,
  bookSale,
  bookSaleRefund,
  commissionOn,
  lockSellerBalances,
  releaseSale,
} from './ledger.book.ts';
export type { LedgerScope, PayoutFacts, SaleFacts } from './ledger.book.ts';
export { reconcileLedger } from './ledger.reconcile.ts';
export type {
  ProviderPayment,
  ProviderPayout,
  ReconcileSources,
  RecordedPayment,
  RecordedPayout,
} from './ledger.reconcile.ts';
export { createLedgerRepository } from './ledger.repository.ts';
export type { LedgerService } from './ledger.service.ts';
export { registerLedger } from './ledger.module.ts';
export { createLedgerExport } from './ledger.export.ts';
export type { LedgerExport } from './ledger.export.ts';
