import type { AdminRevenueDto } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { financeKeys } from './finance-keys.ts';

/** Days of revenue the page shows, as the dashboard's charts. */
export const REVENUE_DAYS = 30;

/** `GET /api/admin/finance/revenue?days=N`: commission and paid extras per UTC day, oldest first. */
export function useRevenue(days = REVENUE_DAYS) {
  return useQuery({
    queryKey: financeKeys.revenue(days),
    queryFn: ({ signal }) =>
      apiClient.get<AdminRevenueDto>('/api/admin/finance/revenue', {
        params: { days },
        signal,
        requiresAuth: true,
      }),
    refetchOnMount: 'always',
  });
}
