import type { AdminUserDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

/** `POST /api/admin/users/:id/block|unblock`: answers the user page as it is now. */
export function useBlockUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ block, reason }: { block: boolean; reason: string }) =>
      apiClient.post<AdminUserDto>(
        `/api/admin/users/${id}/${block ? 'block' : 'unblock'}`,
        { reason },
        {
          requiresAuth: true,
        },
      ),
    onSuccess: (user) => queryClient.setQueryData(usersKeys.detail(id), user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
