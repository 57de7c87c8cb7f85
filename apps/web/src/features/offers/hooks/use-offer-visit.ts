import { useEffect, useRef } from 'react';
import { storeOfferVisit } from '../api/store-offer-visit.ts';

/**
 * Counts one visit per page view of a published offer (not the owner's own views). A failure
 * is ignored: a lost visit is not worth bothering the visitor.
 */
export function useOfferVisit(offerId: number | undefined, shouldCount: boolean): void {
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (offerId === undefined || !shouldCount || counted.current === offerId) return;
    counted.current = offerId;
    storeOfferVisit(offerId).catch(() => undefined);
  }, [offerId, shouldCount]);
}
