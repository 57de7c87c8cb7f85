import type { ContactInput } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** `POST /api/contact {subject, emailAddress, message}`: answers 204 once the message is sent. */
export function sendContactMessage(input: ContactInput): Promise<unknown> {
  return apiClient.post<unknown>('/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation<unknown, ApiError, ContactInput>({ mutationFn: sendContactMessage });
}
