import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import type { ResetLink } from '../lib/reset-link.ts';

export interface ResetPasswordInput {
  link: ResetLink;
  newPassword: { first: string; second: string };
}

/** `POST /api/accounts/{id}/reset-password?signature=..&expires=..` with {newPassword {first, second}}. */
export function resetPassword({ link, newPassword }: ResetPasswordInput): Promise<unknown> {
  return apiClient.post<unknown>(
    `/api/accounts/${link.id}/reset-password`,
    { newPassword },
    { params: { signature: link.signature, expires: link.expires }, skipToken: true },
  );
}

export function useResetPassword() {
  return useMutation<unknown, ApiError, ResetPasswordInput>({ mutationFn: resetPassword });
}
