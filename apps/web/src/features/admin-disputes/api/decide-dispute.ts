import type { AdminOrderDisputeDto, AdminReviewDisputeDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { disputeKeys } from './dispute-keys.ts';

/** The decisions: each answers the dispute as it now is; the lists are read again. */
export type OrderDecision =
  { verb: 'refund'; reason: string; amount?: number } | { verb: 'reject'; reason: string };

export function useDecideOrderDispute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ verb, ...body }: OrderDecision) =>
      apiClient.post<AdminOrderDisputeDto>(`/api/admin/disputes/orders/${id}/${verb}`, body, {
        requiresAuth: true,
      }),
    onSuccess: (dispute) => queryClient.setQueryData(disputeKeys.order(id), dispute),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputeKeys.all }),
  });
}

export function useDecideReviewDispute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ verb, reason }: { verb: 'keep' | 'remove'; reason: string }) =>
      apiClient.post<AdminReviewDisputeDto>(
        `/api/admin/disputes/reviews/${id}/${verb}`,
        { reason },
        { requiresAuth: true },
      ),
    onSuccess: (dispute) => queryClient.setQueryData(disputeKeys.review(id), dispute),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputeKeys.all }),
  });
}
