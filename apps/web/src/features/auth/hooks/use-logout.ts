import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthStore } from '#web/shared/lib/auth-store.ts';
import { toastError } from '#web/shared/lib/toast.ts';
import { deleteSession } from '../api/delete-session.ts';
import { logout } from '../lib/logout.ts';

/** Returns `logout(options)`; a failed server call shows its message unless `silent`. */
export function useLogout() {
  const store = useAuthStore();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      const failure = await logout({ store, queryClient, deleteSession });
      if (failure && !silent) toastError(failure);
      return failure;
    },
    [store, queryClient],
  );
}
