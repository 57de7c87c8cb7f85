export { createPaymentsDashboard } from './payments.dashboard.ts';
export { removeCardsOfDeletedAccount } from './payments.erasure.ts';
export { createPaymentsExport } from './payments.export.ts';
export type { PaymentsExport } from './payments.export.ts';
export type { Payment } from './payments.presenter.ts';
export { createPaymentsRepository } from './payments.repository.ts';
export { queuePaymentCancel, queuePaymentRefund } from './payments.service.ts';
export type { CreatePaymentInput, PaymentHandlers, PaymentsScope } from './payments.service.ts';
export { registerPayments } from './payments.module.ts';
