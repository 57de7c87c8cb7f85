import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

export type UserReportDecision = 'dismiss' | 'block';

/** `POST /api/admin/account-reports/:id/dismiss|block`; the queue reloads whatever the answer. */
export function useDecideUserReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reportId,
      decision,
      reason,
    }: {
      reportId: number;
      decision: UserReportDecision;
      reason: string;
    }) =>
      apiClient.post(
        `/api/admin/account-reports/${reportId}/${decision}`,
        decision === 'dismiss' && reason === '' ? {} : { reason },
        { requiresAuth: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.all }),
  });
}
