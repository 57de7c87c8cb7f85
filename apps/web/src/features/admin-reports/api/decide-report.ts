import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

export type ReportDecision = 'dismiss' | 'close-offer';

/** `POST /api/admin/reports/:id/dismiss|close-offer`; the queue reloads whatever the answer. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reportId,
      decision,
      reason,
    }: {
      reportId: number;
      decision: ReportDecision;
      reason: string;
    }) =>
      apiClient.post(
        `/api/admin/reports/${reportId}/${decision}`,
        decision === 'dismiss' && reason === '' ? {} : { reason },
        { requiresAuth: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKeys.all }),
  });
}
