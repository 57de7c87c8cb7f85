import type { ReconciliationDto } from '@marketplace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { financeKeys } from './finance-keys.ts';

const PATH = '/api/admin/finance/reconciliation';

/** `GET /api/admin/finance/reconciliation`: the last reconciliation (null, or no `checkedAt`: never run). */
export function useReconciliation() {
  return useQuery({
    queryKey: financeKeys.reconciliation,
    // An empty answer body arrives as '' (the client's parse): the same as null.
    queryFn: async ({ signal }) =>
      (await apiClient.get<ReconciliationDto | null | ''>(PATH, { signal, requiresAuth: true })) || null,
  });
}

/** `POST /api/admin/finance/reconciliation`: runs it now; its answer is the last one. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation<ReconciliationDto, ApiError>({
    mutationFn: () => apiClient.post<ReconciliationDto>(PATH, undefined, { requiresAuth: true }),
    onSuccess: (result) => queryClient.setQueryData(financeKeys.reconciliation, result),
  });
}
