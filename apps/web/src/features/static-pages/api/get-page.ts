import type { StaticPageDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { staticPagesKeys } from './static-pages-keys.ts';

export function getPage(slug: string, signal?: AbortSignal): Promise<StaticPageDto> {
  return apiClient.get<StaticPageDto>(`/api/pages/${encodeURIComponent(slug)}`, { signal });
}

export const pageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: staticPagesKeys.page(slug),
    queryFn: ({ signal }) => getPage(slug, signal),
    staleTime: 10 * 60_000,
  });

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
