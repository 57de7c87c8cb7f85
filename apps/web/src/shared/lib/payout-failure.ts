import { payoutFailureKey } from '@marketplace/contract';
import type { TFunction } from 'i18next';

/**
 * A failed payout's reason in the interface language: the provider's code (Stripe's
 * `payout.failure_code`) named in plain words, any other or none as the bank's refusal.
 */
export function failureReasonText(t: TFunction, reason: string | null): string {
  return t(`balance.failureReasons.${payoutFailureKey(reason)}`);
}
