import type { OrderDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { ordersKeys, type OrderSide } from './orders-keys.ts';

/** `GET /api/orders/bought/{id}` or `GET /api/orders/sold/{id}`: one order (404 when not the caller's). */
export function getOrder(side: OrderSide, id: number, signal?: AbortSignal): Promise<OrderDto> {
  return apiClient.get<OrderDto>(`/api/orders/${side}/${id}`, { signal, requiresAuth: true });
}

export const orderQueryOptions = (side: OrderSide, id: number) =>
  queryOptions({
    queryKey: ordersKeys.detail(side, id),
    queryFn: ({ signal }) => getOrder(side, id, signal),
    // A missing order stays missing: no retries before the not-found page.
    retry: (failures, error) => !isOrderMissing(error) && failures < 2,
  });

/** The order, asked only for an id that can name one (the route passes 0 for anything else). */
export function useOrder(side: OrderSide, id: number) {
  return useQuery({ ...orderQueryOptions(side, id), enabled: id > 0 });
}

/** 404: not an order of the caller's (or none at all); the route shows not-found. */
export function isOrderMissing(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
