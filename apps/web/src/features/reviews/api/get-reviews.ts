import type { ReviewsPageDto } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ReviewsPageOf } from '#web/shared/lib/reviews-path.ts';
import { reviewsKeys } from './reviews-keys.ts';

/** The API path of a reviews list (spec 001 section 7). */
function reviewsUrl(of: ReviewsPageOf): string {
  if (of.type === 'me') return '/api/reviews/my-reviews';
  return of.type === 'seller' ? `/api/reviews/account/${of.id}` : `/api/reviews/offer/${of.id}`;
}

/**
 * `GET /api/reviews/account/{id}?page`, `/offer/{id}?page` or `/my-reviews?page` (signed in): one
 * page of reviews, newest first, with the stats and the seller or offer concerned.
 */
export function getReviews(of: ReviewsPageOf, page: number, signal?: AbortSignal): Promise<ReviewsPageDto> {
  return apiClient.get<ReviewsPageDto>(reviewsUrl(of), {
    params: { page },
    signal,
    requiresAuth: of.type === 'me',
  });
}

export const reviewsQueryOptions = (of: ReviewsPageOf, page: number) =>
  queryOptions({
    queryKey: reviewsKeys.page(of, page),
    queryFn: ({ signal }) => getReviews(of, page, signal),
  });

export function useReviews(of: ReviewsPageOf, page: number) {
  // The page shown stays while the next one loads (the pager does not jump away under the pointer).
  return useQuery({ ...reviewsQueryOptions(of, page), placeholderData: keepPreviousData });
}
