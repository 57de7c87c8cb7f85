import type { BalanceDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { balanceKeys } from './balance-keys.ts';

/** `GET /api/payouts/balance`: the signed-in seller's balances and whether 'Pay out now' may run. */
export function getBalance(signal?: AbortSignal): Promise<BalanceDto> {
  return apiClient.get<BalanceDto>('/api/payouts/balance', { signal, requiresAuth: true });
}

export const balanceQueryOptions = () =>
  queryOptions({ queryKey: balanceKeys.balance, queryFn: ({ signal }) => getBalance(signal) });

export function useBalance() {
  // Opened again, the screen shows the figures at once and refreshes them.
  return useQuery({ ...balanceQueryOptions(), refetchOnMount: 'always' });
}
