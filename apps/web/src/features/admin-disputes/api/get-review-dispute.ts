import type { AdminReviewDisputeDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { disputeKeys } from './dispute-keys.ts';

/** `GET /api/admin/disputes/reviews/{id}`: the review, the seller who disputed it and its author. */
export const reviewDisputeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: disputeKeys.review(id),
    queryFn: ({ signal }) =>
      apiClient.get<AdminReviewDisputeDto>(`/api/admin/disputes/reviews/${id}`, {
        signal,
        requiresAuth: true,
      }),
    enabled: id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export const useReviewDispute = (id: number) => useQuery(reviewDisputeQueryOptions(id));
