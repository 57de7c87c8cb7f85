import type { SupportConversationDetailDto } from '@marketplace/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { supportKeys } from './support-keys.ts';

/** `GET /api/admin/support/:id`: the conversation with its newest page of messages (reading marks it read). */
export function useSupportConversation(id: number) {
  return useQuery({
    queryKey: supportKeys.conversation(id),
    queryFn: ({ signal }) =>
      apiClient.get<SupportConversationDetailDto>(`/api/admin/support/${id}`, { signal, requiresAuth: true }),
    retry: (count, error) => count < 2 && !(isApiError(error) && [400, 403, 404].includes(error.status)),
  });
}
