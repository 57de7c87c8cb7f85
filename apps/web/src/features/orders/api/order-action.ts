import type { OrderDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { ordersKeys, type OrderSide } from './orders-keys.ts';

/** `POST /api/orders/{id}/{action}`: every order action answers 200 with the updated order. */
export function postOrderAction(id: number, action: string, body?: unknown): Promise<OrderDto> {
  return apiClient.post<OrderDto>(`/api/orders/${id}/${action}`, body, { requiresAuth: true });
}

/**
 * A mutation of one order seen from `side`: the answer becomes the detail's data, and that side's
 * list reloads at the page it shows.
 */
export function useOrderAction<TVariables>(
  side: OrderSide,
  call: (variables: TVariables) => Promise<OrderDto>,
) {
  const queryClient = useQueryClient();
  return useMutation<OrderDto, ApiError, TVariables>({
    mutationFn: call,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(side, order.orderId), order);
      return queryClient.invalidateQueries({ queryKey: ordersKeys.list(side) });
    },
  });
}
