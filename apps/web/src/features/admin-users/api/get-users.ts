import type { AdminUserListItemDto, AdminUsersQuery, Paginated } from '@marketplace/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

/** `GET /api/admin/users?q=&page=`: the edition's accounts matching the search, newest first. */
export function useUsers(query: AdminUsersQuery) {
  return useQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<AdminUserListItemDto>>('/api/admin/users', {
        params: query,
        signal,
        requiresAuth: true,
      }),
    placeholderData: keepPreviousData,
  });
}
