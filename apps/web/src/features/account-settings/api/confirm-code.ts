import type { ConfirmCodeInput } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { accountChanged } from './get-my-account.ts';

/** `POST /api/short-codes/confirm {code, uuid}`: 404 wrong code, 409 number taken meanwhile, 410 expired. */
export function confirmCode(input: ConfirmCodeInput): Promise<unknown> {
  return apiClient.post<unknown>('/api/short-codes/confirm', input);
}

/** Confirms a phone or e-mail change; the account is reloaded afterwards. */
export function useConfirmContactChange() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, ConfirmCodeInput>({
    mutationFn: confirmCode,
    onSuccess: () => accountChanged(queryClient),
  });
}
