import type { BalanceHistoryPage } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { balanceKeys } from './balance-keys.ts';

/** `GET /api/payouts/history?page=N`: how the seller's balances moved, newest first. */
export function getBalanceHistory(page: number, signal?: AbortSignal): Promise<BalanceHistoryPage> {
  return apiClient.get<BalanceHistoryPage>('/api/payouts/history', {
    params: { page },
    signal,
    requiresAuth: true,
  });
}

export const balanceHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: balanceKeys.history(page),
    queryFn: ({ signal }) => getBalanceHistory(page, signal),
  });

export function useBalanceHistory(page: number, enabled = true) {
  // The page shown stays while the next one loads (the pager does not jump away under the pointer).
  return useQuery({ ...balanceHistoryQueryOptions(page), placeholderData: keepPreviousData, enabled });
}
