import type { ChatUnreadDto } from '@marketplace/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { useRealtimeEvent, useRealtimeReconnected } from '#web/shared/realtime/realtime-bus.ts';
import { chatKeys } from './chat-keys.ts';

/** `GET /api/conversations/unread-count`: conversations holding messages the user has not read. */
export function getUnreadConversations(signal?: AbortSignal): Promise<ChatUnreadDto> {
  return apiClient.get<ChatUnreadDto>('/api/conversations/unread-count', { signal, requiresAuth: true });
}

/**
 * The count, kept current by the socket: a message arrives, a conversation is read (here or in
 * another tab), or the socket is back after a drop.
 */
export function useUnreadConversations(): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => getUnreadConversations(signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  useRealtimeEvent('message', refresh);
  useRealtimeEvent('read', refresh);
  useRealtimeReconnected(refresh);
  return query.data?.unreadConversations ?? 0;
}
