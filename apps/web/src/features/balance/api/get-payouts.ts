import type { PayoutsPage } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { balanceKeys } from './balance-keys.ts';

/** `GET /api/payouts?page=N`: the seller's payouts, newest first. */
export function getPayouts(page: number, signal?: AbortSignal): Promise<PayoutsPage> {
  return apiClient.get<PayoutsPage>('/api/payouts', { params: { page }, signal, requiresAuth: true });
}

export const payoutsQueryOptions = (page: number) =>
  queryOptions({ queryKey: balanceKeys.payouts(page), queryFn: ({ signal }) => getPayouts(page, signal) });

export function usePayouts(page: number, enabled = true) {
  return useQuery({ ...payoutsQueryOptions(page), placeholderData: keepPreviousData, enabled });
}
