import type { ConfirmCodeInput } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** `POST /api/short-codes/confirm`: 404 for a wrong code, 410 once the code is expired or void. */
export function confirmCode(input: ConfirmCodeInput): Promise<unknown> {
  return apiClient.post<unknown>('/api/short-codes/confirm', input, { skipToken: true });
}

export function useConfirmCode() {
  return useMutation<unknown, ApiError, ConfirmCodeInput>({ mutationFn: confirmCode });
}
