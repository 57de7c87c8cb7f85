import type { CategoryDto, SalesChannelDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { categoriesKeys } from './categories-keys.ts';

export function getSalesChannel(signal?: AbortSignal): Promise<SalesChannelDto> {
  return apiClient.get<SalesChannelDto>('/api/sales-channel', { signal });
}

export const salesChannelQueryOptions = () =>
  queryOptions({
    queryKey: categoriesKeys.salesChannel,
    queryFn: ({ signal }) => getSalesChannel(signal),
    staleTime: 5 * 60_000,
  });

export function useSalesChannel() {
  return useQuery(salesChannelQueryOptions());
}

/** Finds a category anywhere in the tree. */
export function findCategory(tree: readonly CategoryDto[], id: number): CategoryDto | undefined {
  for (const category of tree) {
    if (category.id === id) return category;
    const found = findCategory(category.children, id);
    if (found) return found;
  }
  return undefined;
}
