import type { AdminUserDto } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

/** `GET /api/admin/users/:id`: the account and what the other modules hold of it. */
export function useUser(id: number) {
  return useQuery({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<AdminUserDto>(`/api/admin/users/${id}`, { signal, requiresAuth: true }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}
