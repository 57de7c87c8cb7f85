import type { ChatMessageDto, ConversationDto } from '@marketplace/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

/**
 * `GET /api/conversations/{id}?page=N` (page 1: the newest messages, oldest first within the
 * page), or `?after=<messageId>`: the messages that came after one (catching up). Opening it
 * marks the conversation read for the user; 404 when the user takes no part in it.
 */
export function getConversation(
  id: number,
  query: { page: number } | { after: number },
  signal?: AbortSignal,
): Promise<ConversationDto> {
  return apiClient.get<ConversationDto>(`/api/conversations/${id}`, {
    params: query,
    signal,
    requiresAuth: true,
  });
}

export type ConversationPages = InfiniteData<ConversationDto, number>;

export const conversationQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ pageParam, signal }) => getConversation(id, { page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationDto) => {
      const { currentPage, totalPages } = last.messages.pagination;
      return currentPage < totalPages ? currentPage + 1 : undefined;
    },
    // Opening the conversation is what marks it read: always asked again on open.
    staleTime: 0,
  });

export function useConversation(id: number) {
  return useInfiniteQuery(conversationQueryOptions(id));
}

/** Every loaded message once, oldest first (pages shift as new messages arrive). */
export function messagesOf(data: InfiniteData<ConversationDto, unknown> | undefined): ChatMessageDto[] {
  if (!data) return [];
  const byId = new Map<number, ChatMessageDto>();
  for (const page of data.pages) for (const message of page.messages.items) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The data with `messages` added to the newest page (those already there are left alone). */
export function withMessages(
  data: ConversationPages | undefined,
  messages: ChatMessageDto[],
): ConversationPages | undefined {
  if (!data || data.pages.length === 0) return data;
  const known = new Set(data.pages.flatMap((page) => page.messages.items.map((message) => message.id)));
  const fresh = messages.filter((message) => !known.has(message.id));
  if (fresh.length === 0) return data;
  const [newest, ...older] = data.pages as [ConversationDto, ...ConversationDto[]];
  const items = [...newest.messages.items, ...fresh].sort((a, b) => a.id - b.id);
  return {
    ...data,
    pages: [{ ...newest, messages: { ...newest.messages, items } }, ...older],
  };
}
