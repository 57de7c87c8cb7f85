import type { ReviewInput } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '#web/shared/api/shared-keys.ts';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { reviewsKeys } from './reviews-keys.ts';

/**
 * What a review is about: a seller (`account`), a non-product offer (`offer`) or a bought product
 * (`order-product`, the order product's id).
 */
export interface ReviewTarget {
  kind: 'account' | 'offer' | 'order-product';
  id: number;
}

/** `POST /api/reviews/{account|offer|order-product}/{id} {rate, comment}`. */
export function postReview(target: ReviewTarget, input: ReviewInput): Promise<unknown> {
  return apiClient.post(`/api/reviews/${target.kind}/${target.id}`, input, { requiresAuth: true });
}

/**
 * Sends a review; every reviews list (and its stats) is reloaded afterwards, and so are the review
 * figures other screens show: seller profiles and the offer pages (their seller's stats), and the
 * orders (a bought product shows it was reviewed).
 */
export function usePostReview(target: ReviewTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => postReview(target, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.profiles }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.offers }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.orders }),
      ]),
  });
}
