import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { offerReviewsKeys } from './offer-reviews-keys.ts';

export type OfferReviewDecision = 'approve' | 'reject';

/** `POST /api/admin/offer-reviews/:id/approve|reject`; the queue reloads whatever the answer. */
export function useDecideOfferReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      offerId,
      decision,
      reason,
    }: {
      offerId: number;
      decision: OfferReviewDecision;
      reason?: string;
    }) =>
      apiClient.post(
        `/api/admin/offer-reviews/${offerId}/${decision}`,
        decision === 'reject' ? { reason } : {},
        { requiresAuth: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerReviewsKeys.all }),
  });
}
