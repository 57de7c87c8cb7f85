import type { SignInCodeInput, SignInCodeResult } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/**
 * `POST /api/sessions/sign-in-code` (decision 071): e-mails a one-time code to the account of a
 * login name; with it and the password, a throttled account's owner signs in.
 */
export function sendSignInCode(input: SignInCodeInput): Promise<SignInCodeResult> {
  return apiClient.post<SignInCodeResult>('/api/sessions/sign-in-code', input, {
    skipToken: true,
    skipAuthRefresh: true,
  });
}

export function useSendSignInCode() {
  return useMutation<SignInCodeResult, ApiError, SignInCodeInput>({ mutationFn: sendSignInCode });
}
