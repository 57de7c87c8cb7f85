import { sharedKeys } from '#web/shared/api/shared-keys.ts';

/** Query keys of the offer form; under `offers`, which a save marks stale (shared/api/shared-keys.ts). */
export const offerFormKeys = {
  editable: (id: number) => [...sharedKeys.offers, id] as const,
  /** The edition's commission rate (not an offer: a save leaves it alone). */
  commissionRate: ['payouts', 'commission'] as const,
};
