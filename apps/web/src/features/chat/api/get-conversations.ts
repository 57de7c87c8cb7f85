import type { ConversationsPage } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

/** `GET /api/conversations?page=N`: one page of the user's conversations, latest activity first. */
export function getConversations(page: number, signal?: AbortSignal): Promise<ConversationsPage> {
  return apiClient.get<ConversationsPage>('/api/conversations', {
    params: { page },
    signal,
    requiresAuth: true,
  });
}

export const conversationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: chatKeys.inboxPage(page),
    queryFn: ({ signal }) => getConversations(page, signal),
    // Unread counts change with every message: asked again whenever the inbox is opened.
    staleTime: 0,
  });

export function useConversations(page: number) {
  return useQuery({ ...conversationsQueryOptions(page), placeholderData: keepPreviousData });
}
