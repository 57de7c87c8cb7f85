import type { DeleteAccountInput } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** `POST /api/accounts/my/delete` (decision 078): closes the account at once. */
export function deleteAccount(input: DeleteAccountInput): Promise<unknown> {
  return apiClient.post<unknown>('/api/accounts/my/delete', input, { requiresAuth: true });
}

export function useDeleteAccount() {
  return useMutation<unknown, ApiError, DeleteAccountInput>({ mutationFn: deleteAccount });
}
