import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { solvingProofOfWork, type ProofOfWorkGuard } from '#web/shared/lib/proof-of-work.ts';

export type RequestPasswordResetInput = { email: string } | { phone: string };

/**
 * `POST /api/accounts/forgotten-password`: {email} or {phone}; answers 200 whether or not it matched.
 * Sent again with a solved proof of work when the server asks for one (`guard`, decision 134).
 */
export function requestPasswordReset(
  input: RequestPasswordResetInput,
  guard: ProofOfWorkGuard = solvingProofOfWork,
): Promise<unknown> {
  return guard((headers) =>
    apiClient.post<unknown>('/api/accounts/forgotten-password', input, { skipToken: true, headers }),
  );
}

export function useRequestPasswordReset(guard?: ProofOfWorkGuard) {
  return useMutation<unknown, ApiError, RequestPasswordResetInput>({
    mutationFn: (input) => requestPasswordReset(input, guard),
  });
}
