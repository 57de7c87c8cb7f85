import type { AdminReportedOfferDto, AdminReportsQuery, Paginated } from '@marketplace/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { reportsKeys } from './reports-keys.ts';

/** `GET /api/admin/reports`: a page of reported offers with their open (or resolved) reports. */
export function useReports(query: AdminReportsQuery) {
  return useQuery({
    queryKey: reportsKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient.get<Paginated<AdminReportedOfferDto>>('/api/admin/reports', {
        params: query,
        signal,
        requiresAuth: true,
      }),
    placeholderData: keepPreviousData,
  });
}
