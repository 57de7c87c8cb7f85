import type { AdminDisputeListItemDto, AdminDisputesQuery, Paginated } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { disputeKeys } from './dispute-keys.ts';

/** `GET /api/admin/disputes`: one kind, open (oldest first) or decided (latest decision first). */
export const disputesQueryOptions = (query: AdminDisputesQuery) =>
  queryOptions({
    queryKey: disputeKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<AdminDisputeListItemDto>>('/api/admin/disputes', {
        params: query,
        signal,
        requiresAuth: true,
      }),
    placeholderData: keepPreviousData,
  });

export const useDisputes = (query: AdminDisputesQuery) => useQuery(disputesQueryOptions(query));
