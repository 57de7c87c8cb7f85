import type { HomeDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { homeKeys } from './home-keys.ts';

export function getHome(signal?: AbortSignal): Promise<HomeDto> {
  return apiClient.get<HomeDto>('/api/home', { signal });
}

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.home,
    queryFn: ({ signal }) => getHome(signal),
    staleTime: 60_000,
  });

export function useHome() {
  return useQuery(homeQueryOptions());
}
