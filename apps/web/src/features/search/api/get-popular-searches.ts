import type { PopularSearchesDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { searchKeys } from './search-keys.ts';

/** `GET /api/search/popular`: the edition's most searched phrases (spec 000 "Home"). */
export function getPopularSearches(signal?: AbortSignal): Promise<PopularSearchesDto> {
  return apiClient.get<PopularSearchesDto>('/api/search/popular', { signal });
}

export const popularSearchesQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.popular,
    queryFn: ({ signal }) => getPopularSearches(signal),
    staleTime: 5 * 60_000,
  });

export function usePopularSearches() {
  return useQuery(popularSearchesQueryOptions());
}
