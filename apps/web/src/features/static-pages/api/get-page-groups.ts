import type { StaticPageGroupDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { staticPagesKeys } from './static-pages-keys.ts';

export function getPageGroups(signal?: AbortSignal): Promise<StaticPageGroupDto[]> {
  return apiClient.get<StaticPageGroupDto[]>('/api/pages', { signal });
}

export const pageGroupsQueryOptions = () =>
  queryOptions({
    queryKey: staticPagesKeys.groups,
    queryFn: ({ signal }) => getPageGroups(signal),
    staleTime: 10 * 60_000,
  });

export function usePageGroups() {
  return useQuery(pageGroupsQueryOptions());
}
