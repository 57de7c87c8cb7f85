import type { DashboardDto } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';

export const dashboardKeys = { all: ['admin-dashboard'] as const };

/** `GET /api/admin/dashboard`: what needs a decision now, and the last 30 days. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) =>
      apiClient.get<DashboardDto>('/api/admin/dashboard', { signal, requiresAuth: true }),
    // Opened again, the console shows the figures at once and refreshes them.
    refetchOnMount: 'always',
  });
}
