import type { ChatMessageDto, ChatMessageInput } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';

/** Whatever the server answers, the message when it is one (the contract leaves the answer open). */
export function asChatMessage(value: unknown): ChatMessageDto | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = (value as { message?: unknown }).message;
  const message = typeof candidate === 'object' && candidate !== null ? candidate : value;
  const { id, conversationId, message: text } = message as Partial<ChatMessageDto>;
  return typeof id === 'number' && typeof conversationId === 'number' && typeof text === 'string'
    ? (message as ChatMessageDto)
    : null;
}

/** `POST /api/conversations/message-sent {message, conversation_id}`. */
export async function sendMessage(input: ChatMessageInput): Promise<ChatMessageDto | null> {
  const answer = await apiClient.post<unknown>('/api/conversations/message-sent', input, {
    requiresAuth: true,
  });
  return asChatMessage(answer);
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
