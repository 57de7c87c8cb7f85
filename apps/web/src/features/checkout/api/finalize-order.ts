import type { OrderDto } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** `POST /api/orders/{id}/finalize`: a free order is paid without a card (spec 001 section 4). */
export function finalizeOrder(orderId: number): Promise<OrderDto> {
  return apiClient.post<OrderDto>(`/api/orders/${orderId}/finalize`, undefined, { requiresAuth: true });
}

export function useFinalizeOrder() {
  return useMutation<OrderDto, ApiError, number>({ mutationFn: finalizeOrder });
}
