import { createPaymentProvider } from '../../adapters/payments/create-payment-provider.ts';
import type { Platform, Scope } from '../../platform.ts';
import { PAYMENT_FORGET_CARDS_TOPIC, type ForgetCardsPayload } from './payments.erasure.ts';
import { paymentsRoutes } from './payments.routes.ts';
import {
  createPaymentsService,
  PAYMENT_CANCEL_INTENT_TOPIC,
  PAYMENT_CANCEL_TOPIC,
  PAYMENT_REFUND_TOPIC,
} from './payments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments: orders and paid extras register their outcome handlers here (decision 058). */
    payments: ReturnType<typeof createPaymentsService<Scope>>;
  }
}

/** Card payments through the provider, their outcome handlers, and the undo steps that follow commits. */
export async function registerPayments({
  app,
  env,
  db,
  repositories,
  unitOfWork,
  clock,
  metrics,
  events,
}: Platform) {
  const provider = createPaymentProvider(env, db, clock);
  const payments = createPaymentsService({
    paymentsRepository: repositories.payments,
    unitOfWork,
    provider,
    clock,
    observe:
      metrics &&
      ((outcome, purpose) => metrics.paymentOutcomes.inc({ provider: provider.name, purpose, outcome })),
  });
  app.decorate('payments', payments);
  events.handle<{ paymentId: number }>(PAYMENT_CANCEL_TOPIC, async ({ paymentId }) => {
    await payments.cancel(paymentId);
  });
  events.handle<{ providerPaymentId: string }>(PAYMENT_CANCEL_INTENT_TOPIC, ({ providerPaymentId }) =>
    payments.cancelOpenedIntent(providerPaymentId),
  );
  events.handle<{ paymentId: number }>(PAYMENT_REFUND_TOPIC, ({ paymentId }) => payments.refund(paymentId));
  events.handle<ForgetCardsPayload>(PAYMENT_FORGET_CARDS_TOPIC, ({ accountId, paymentMethodIds }) =>
    payments.forgetCards(accountId, paymentMethodIds),
  );
  await app.register(paymentsRoutes, { payments });
  return payments;
}
