import type { SearchOffersInput, SearchOffersResultDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

/** `POST /api/search/offers?page=N` (spec 000 section 7); the client sends the body in snake_case. */
export function searchOffers(
  input: SearchOffersInput,
  page: number,
  signal?: AbortSignal,
): Promise<SearchOffersResultDto> {
  return apiClient.post<SearchOffersResultDto>('/api/search/offers', input, { params: { page }, signal });
}

export const searchOffersQueryOptions = (input: SearchOffersInput, page: number) =>
  queryOptions({
    queryKey: searchKeys.offers(input, page),
    queryFn: ({ signal }) => searchOffers(input, page, signal),
    staleTime: 30_000,
  });

/** The results of a search; `enabled` holds it back while its inputs (position, fields) are settling. */
export function useSearchOffers(input: SearchOffersInput, page: number, enabled = true) {
  return useQuery({ ...searchOffersQueryOptions(input, page), enabled });
}
