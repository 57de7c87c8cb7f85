import type { AdminAccountLedgerDto } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { financeKeys } from './finance-keys.ts';

/** `GET /api/admin/finance/accounts/{id}/ledger`: an account's balances and newest entries (0: none asked). */
export function useAccountLedger(accountId: number) {
  return useQuery({
    queryKey: financeKeys.ledger(accountId),
    queryFn: ({ signal }) =>
      apiClient.get<AdminAccountLedgerDto>(`/api/admin/finance/accounts/${accountId}/ledger`, {
        signal,
        requiresAuth: true,
      }),
    enabled: accountId > 0,
    retry: (failures, error) => !isLedgerMissing(error) && failures < 2,
  });
}

/** 404: no such account. */
export const isLedgerMissing = (error: unknown) => isApiError(error) && error.status === 404;
