import type { ChatMessageDto, SupportAnswerInput } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { supportKeys } from './support-keys.ts';

/** `POST /api/admin/support/:id/messages {message}`: the answer, as the administration. */
export function useAnswerSupport(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupportAnswerInput) =>
      apiClient.post<ChatMessageDto>(`/api/admin/support/${id}/messages`, input, { requiresAuth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
