import type { ContactInput } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { solvingProofOfWork, type ProofOfWorkGuard } from '#web/shared/lib/proof-of-work.ts';

/**
 * `POST /api/contact {subject, emailAddress, message}`: answers 204 once the message is sent; sent
 * again with a solved proof of work when the server asks for one (`guard`, decision 134).
 */
export function sendContactMessage(
  input: ContactInput,
  guard: ProofOfWorkGuard = solvingProofOfWork,
): Promise<unknown> {
  return guard((headers) => apiClient.post<unknown>('/api/contact', input, { headers }));
}

export function useSendContactMessage(guard?: ProofOfWorkGuard) {
  return useMutation<unknown, ApiError, ContactInput>({
    mutationFn: (input) => sendContactMessage(input, guard),
  });
}
