import type { AdminAccountReportDto, AdminAccountReportsQuery, Paginated } from '@marketplace/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

/** `GET /api/admin/account-reports`: a page of reports of users with their conversations (decision 133). */
export function useUserReports(query: AdminAccountReportsQuery) {
  return useQuery({
    queryKey: reportsKeys.users(query),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<AdminAccountReportDto>>('/api/admin/account-reports', {
        params: query,
        signal,
        requiresAuth: true,
      }),
    placeholderData: keepPreviousData,
  });
}
