import type { OrdersPage } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { ordersKeys, type OrderSide } from './orders-keys.ts';

/**
 * `GET /api/orders/bought?page=N` (the buyer's purchases) or `GET /api/orders/sold?page=N` (the
 * seller's sold orders): one page of orders, newest first.
 */
export function getOrders(side: OrderSide, page: number, signal?: AbortSignal): Promise<OrdersPage> {
  return apiClient.get<OrdersPage>(`/api/orders/${side}`, { params: { page }, signal, requiresAuth: true });
}

export const ordersQueryOptions = (side: OrderSide, page: number) =>
  queryOptions({
    queryKey: ordersKeys.page(side, page),
    queryFn: ({ signal }) => getOrders(side, page, signal),
  });

export function useOrders(side: OrderSide, page: number) {
  // The page shown stays while the next one loads (the pager does not jump away under the pointer).
  return useQuery({ ...ordersQueryOptions(side, page), placeholderData: keepPreviousData });
}
