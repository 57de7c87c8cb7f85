import type { CommissionRateDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { offerFormKeys } from './offer-form-keys.ts';

/** The rate changes rarely (an administrator's edit): asked once an hour at most. */
const COMMISSION_RATE_FRESH_MS = 60 * 60 * 1000;

/** `GET /api/payouts/commission` (public): the edition's commission, for "you receive …". */
export function getCommissionRate(signal?: AbortSignal): Promise<CommissionRateDto> {
  return apiClient.get<CommissionRateDto>('/api/payouts/commission', { signal });
}

export const commissionRateQueryOptions = () =>
  queryOptions({
    queryKey: offerFormKeys.commissionRate,
    queryFn: ({ signal }) => getCommissionRate(signal),
    staleTime: COMMISSION_RATE_FRESH_MS,
  });

export function useCommissionRate() {
  return useQuery(commissionRateQueryOptions());
}
