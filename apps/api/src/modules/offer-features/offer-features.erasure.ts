import type { EventLog } from '../events/index.ts';
import { queuePaymentCancel } from '../payments/index.ts';
import type { OfferFeaturesRepository } from './offer-features.repository.ts';

/**
 * A deleted account's paid extras still waiting for their card are canceled, and their payments
 * once that commits (decision 078): a card confirmed a moment earlier then finds its purchase
 * canceled and is refunded, as for a superseded purchase (decision 075).
 */
export async function cancelPurchasesOfDeletedAccount(
  scope: {
    offerFeatures: Pick<OfferFeaturesRepository, 'cancelPendingOf'>;
    events: EventLog;
  },
  accountId: number,
): Promise<void> {
  for (const purchase of await scope.offerFeatures.cancelPendingOf(accountId)) {
    if (purchase.paymentId !== null) await queuePaymentCancel(scope.events, purchase.paymentId);
  }
}
