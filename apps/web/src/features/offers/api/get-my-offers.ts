import type { OfferListItemDto, OfferStatus, Paginated } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { offersKeys } from './offers-keys.ts';

/** `GET /api/offers/mine?status&page`: the signed-in user's offers of one status, newest change first. */
export function getMyOffers(
  status: OfferStatus,
  page: number,
  signal?: AbortSignal,
): Promise<Paginated<OfferListItemDto>> {
  return apiClient.get<Paginated<OfferListItemDto>>('/api/offers/mine', {
    params: { status, page },
    signal,
    requiresAuth: true,
  });
}

export const myOffersQueryOptions = (status: OfferStatus, page: number) =>
  queryOptions({
    queryKey: offersKeys.myOffersPage(status, page),
    queryFn: ({ signal }) => getMyOffers(status, page, signal),
  });

export function useMyOffers(status: OfferStatus, page: number) {
  return useQuery(myOffersQueryOptions(status, page));
}
