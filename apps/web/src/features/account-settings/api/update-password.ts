import type { UpdatePasswordInput } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** `POST /api/accounts/my/update-password`. */
export function updatePassword(input: UpdatePasswordInput): Promise<unknown> {
  return apiClient.post<unknown>('/api/accounts/my/update-password', input, { requiresAuth: true });
}

export function useUpdatePassword() {
  return useMutation<unknown, ApiError, UpdatePasswordInput>({ mutationFn: updatePassword });
}
