import type { UserDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { accountChanged } from './get-my-account.ts';

export interface UpdatePayoutInput {
  holder: string;
  account: { iban: string } | { accountNumber: string; routingNumber: string };
  /** The account's password: replacing saved payout data needs it (the first ones do not). */
  password?: string;
}

/**
 * `POST /api/accounts/my/update-payout`: IBAN (PL) or account and routing number (US). A
 * replacement holds payouts for 72 hours (the answer's `payout.holdUntil`).
 */
export function updatePayout(input: UpdatePayoutInput): Promise<UserDto> {
  return apiClient.post<UserDto>('/api/accounts/my/update-payout', input, { requiresAuth: true });
}

export function useUpdatePayout() {
  const queryClient = useQueryClient();
  return useMutation<UserDto, ApiError, UpdatePayoutInput>({
    mutationFn: updatePayout,
    onSuccess: (user) => accountChanged(queryClient, user),
  });
}
