import type { SupportInboxDto, SupportState } from '@marketplace/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

/** `GET /api/admin/support?state=&page=`: the edition's conversations with the administration, oldest unanswered first. */
export function useSupportInbox(state: SupportState, page: number) {
  return useQuery({
    queryKey: supportKeys.inboxPage(state, page),
    queryFn: ({ signal }) =>
      apiClient.get<SupportInboxDto>('/api/admin/support', {
        params: { state, page },
        signal,
        requiresAuth: true,
      }),
    placeholderData: keepPreviousData,
  });
}
