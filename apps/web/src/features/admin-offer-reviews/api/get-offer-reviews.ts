import type { AdminOfferReviewDto, AdminOfferReviewsQuery, Paginated } from '@marketplace/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { offerReviewsKeys } from './offer-reviews-keys.ts';

/** `GET /api/admin/offer-reviews`: a page of offers held for review, newest first. */
export function useOfferReviews(query: AdminOfferReviewsQuery) {
  return useQuery({
    queryKey: offerReviewsKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<AdminOfferReviewDto>>('/api/admin/offer-reviews', {
        params: query,
        signal,
        requiresAuth: true,
      }),
    placeholderData: keepPreviousData,
  });
}
