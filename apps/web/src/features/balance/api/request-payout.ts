import type { PayoutDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { balanceKeys } from './balance-keys.ts';

/**
 * `POST /api/payouts` (no body): 'Pay out now' sends the whole available balance; 201 with the
 * payout, 409 `{ message }` when a blocker stands (the balance screen names it beforehand).
 */
export function requestPayout(): Promise<PayoutDto> {
  return apiClient.post<PayoutDto>('/api/payouts', undefined, { requiresAuth: true });
}

/** Either way the figures reload: a refusal may mean the balance changed since it was shown. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation<PayoutDto, ApiError>({
    mutationFn: requestPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all }),
  });
}
