import type { ConversationDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { chatKeys } from './chat-keys.ts';

/** `POST /api/conversations/{userId}[/{offerId}]`: the conversation with that user (about the offer), existing or new. */
export function startConversation(userId: number, offerId?: number | null): Promise<ConversationDto> {
  const path = offerId ? `/api/conversations/${userId}/${offerId}` : `/api/conversations/${userId}`;
  return apiClient.post<ConversationDto>(path, undefined, { requiresAuth: true });
}

/** `POST /api/conversations/contact-administration {message?}`: the user's conversation with the administration. */
export function contactAdministration(message?: string): Promise<ConversationDto> {
  return apiClient.post<ConversationDto>(
    '/api/conversations/contact-administration',
    message ? { message } : {},
    { requiresAuth: true },
  );
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, offerId }: { userId: number; offerId?: number | null }) =>
      startConversation(userId, offerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.inbox }),
  });
}

export function useContactAdministration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message?: string) => contactAdministration(message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.inbox }),
  });
}
