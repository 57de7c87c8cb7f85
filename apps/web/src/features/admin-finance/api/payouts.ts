import type { AdminPayoutsDto, PayoutDto, PayoutStatus } from '@marketplace/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { financeKeys } from './finance-keys.ts';

/** `GET /api/admin/finance/payouts?status=&page=`: the edition's payouts, newest first, with counts. */
export function useAdminPayouts(status: PayoutStatus | undefined, page: number) {
  return useQuery({
    queryKey: financeKeys.payoutsPage(status, page),
    queryFn: ({ signal }) =>
      apiClient.get<AdminPayoutsDto>('/api/admin/finance/payouts', {
        params: { status, page },
        signal,
        requiresAuth: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/finance/payouts/{id}/retry`: a failed payout sent again (200 PayoutDto); every list reloads. */
export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation<PayoutDto, ApiError, number>({
    mutationFn: (id) =>
      apiClient.post<PayoutDto>(`/api/admin/finance/payouts/${id}/retry`, undefined, {
        requiresAuth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.payouts }),
  });
}
