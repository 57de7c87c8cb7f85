import type { CommissionRateDto, UpdateCommissionInput } from '@marketplace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { financeKeys } from './finance-keys.ts';

/** `GET /api/admin/finance/commission`: the edition's commission rate. */
export function useAdminCommission() {
  return useQuery({
    queryKey: financeKeys.commission,
    queryFn: ({ signal }) =>
      apiClient.get<CommissionRateDto>('/api/admin/finance/commission', { signal, requiresAuth: true }),
  });
}

/** `PUT /api/admin/finance/commission {basis_points, minimum}`: the rate from now on (audited). */
export function useUpdateCommission() {
  const queryClient = useQueryClient();
  return useMutation<CommissionRateDto, ApiError, UpdateCommissionInput>({
    mutationFn: (input) =>
      apiClient.put<CommissionRateDto>('/api/admin/finance/commission', input, { requiresAuth: true }),
    onSuccess: (rate) => queryClient.setQueryData(financeKeys.commission, rate),
  });
}
