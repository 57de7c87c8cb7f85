import type { ProfileStatsDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { accountSettingsKeys } from './account-settings-keys.ts';

/** `GET /api/stats/my-profile`: offer and review counters and the last login. */
export function getProfileStats(signal?: AbortSignal): Promise<ProfileStatsDto> {
  return apiClient.get<ProfileStatsDto>('/api/stats/my-profile', { signal, requiresAuth: true });
}

export const profileStatsQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.profileStats,
    queryFn: ({ signal }) => getProfileStats(signal),
  });

export function useProfileStats() {
  return useQuery(profileStatsQueryOptions());
}
