export { createPaymentsDashboard } from './payments.dashboard.ts';
export { PAYMENT_FORGET_CARDS_TOPIC, removeCardsOfDeletedAccount } from './payments.erasure.ts';
export type { ForgetCardsPayload } from './payments.erasure.ts';
export { createPaymentsExport } from './payments.export.ts';
export type { PaymentsExport } from './payments.export.ts';
export { presentPaymentForAdmin } from './payments.presenter.ts';
export type { Payment } from './payments.presenter.ts';
export { createPaymentsRepository } from './payments.repository.ts';
export { paymentsRoutes } from './payments.routes.ts';
export {
  PAYMENT_CANCEL_INTENT_TOPIC,
  PAYMENT_CANCEL_TOPIC,
  PAYMENT_REFUND_TOPIC,
  createPaymentsService,
  queuePaymentCancel,
  queuePaymentRefund,
} from './payments.service.ts';
export type { CreatePaymentInput, PaymentHandlers, PaymentsScope } from './payments.service.ts';
export { registerPayments } from './payments.module.ts';
