import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

export type RequestPasswordResetInput = { email: string } | { phone: string };

/** `POST /api/accounts/forgotten-password`: {email} or {phone}; answers 200 whether or not it matched. */
export function requestPasswordReset(input: RequestPasswordResetInput): Promise<unknown> {
  return apiClient.post<unknown>('/api/accounts/forgotten-password', input, { skipToken: true });
}

export function useRequestPasswordReset() {
  return useMutation<unknown, ApiError, RequestPasswordResetInput>({ mutationFn: requestPasswordReset });
}
