import type { OfferListItemDto, Paginated, SellerOffersSort } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { offersKeys } from './offers-keys.ts';

/** `POST /api/search/users/{id}/offers?page` with `{sort: {field, order}}`: a seller's published offers. */
export function getSellerOffers(
  sellerId: number,
  sort: SellerOffersSort,
  page: number,
  signal?: AbortSignal,
): Promise<Paginated<OfferListItemDto>> {
  return apiClient.post<Paginated<OfferListItemDto>>(
    `/api/search/users/${sellerId}/offers`,
    { sort },
    { params: { page }, signal },
  );
}

export const sellerOffersQueryOptions = (sellerId: number, sort: SellerOffersSort, page: number) =>
  queryOptions({
    queryKey: offersKeys.sellerOffers(sellerId, sort, page),
    queryFn: ({ signal }) => getSellerOffers(sellerId, sort, page, signal),
  });

export function useSellerOffers(sellerId: number, sort: SellerOffersSort, page: number) {
  return useQuery({ ...sellerOffersQueryOptions(sellerId, sort, page), placeholderData: keepPreviousData });
}
