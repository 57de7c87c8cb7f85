import type { AdminOrderDisputeDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { disputeKeys } from './dispute-keys.ts';

/** `GET /api/admin/disputes/orders/{id}`: the order, both parties, the payment, the conversation. */
export const orderDisputeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: disputeKeys.order(id),
    queryFn: ({ signal }) =>
      apiClient.get<AdminOrderDisputeDto>(`/api/admin/disputes/orders/${id}`, { signal, requiresAuth: true }),
    enabled: id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export const useOrderDispute = (id: number) => useQuery(orderDisputeQueryOptions(id));
