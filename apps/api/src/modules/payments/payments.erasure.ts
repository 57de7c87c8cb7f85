import type { EventLog } from '../events/index.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** The event that removes a deleted account's cards at the provider after the commit (decision 078). */
export const PAYMENT_FORGET_CARDS_TOPIC = 'payment.forget-cards';

export interface ForgetCardsPayload {
  accountId: number;
  paymentMethodIds: string[];
}

/**
 * A deleted account's saved cards: removed here now, and at the provider once that commits (one
 * event, whose handler the provider may run again safely). Its payments stay (accounting).
 */
export async function removeCardsOfDeletedAccount(
  scope: {
    payments: Pick<PaymentsRepository, 'deleteSavedCardsOf'>;
    events: EventLog;
  },
  accountId: number,
): Promise<void> {
  const cards = await scope.payments.deleteSavedCardsOf(accountId);
  const payload: ForgetCardsPayload = {
    accountId,
    paymentMethodIds: cards.map((card) => card.paymentMethodId),
  };
  // Also with no card saved: the provider may hold the account's customer or unsaved methods.
  await scope.events.emit(PAYMENT_FORGET_CARDS_TOPIC, payload, { key: `payment.forget-cards:${accountId}` });
}
