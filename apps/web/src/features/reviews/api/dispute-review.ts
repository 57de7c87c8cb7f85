import type { ReviewDisputeInput } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { reviewsKeys } from './reviews-keys.ts';

/** `POST /api/reviews/dispute/{reviewId} {description}`: the reviewed user contests a review. */
export function disputeReview(reviewId: number, input: ReviewDisputeInput): Promise<unknown> {
  return apiClient.post(`/api/reviews/dispute/${reviewId}`, input, { requiresAuth: true });
}

/** Disputes a review; the lists are reloaded afterwards (the review then shows its dispute). */
export function useDisputeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, ...input }: ReviewDisputeInput & { reviewId: number }) =>
      disputeReview(reviewId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
  });
}
