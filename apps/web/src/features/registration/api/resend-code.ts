import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { HttpError, type ApiError } from '#web/shared/lib/api-error.ts';

/** The wait between two codes the server enforces (it answers 429 with Retry-After sooner). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** `POST /api/short-codes/resend {uuid}`. */
export function resendCode(uuid: string): Promise<unknown> {
  return apiClient.post<unknown>('/api/short-codes/resend', { uuid }, { skipToken: true });
}

export function useResendCode() {
  return useMutation<unknown, ApiError, string>({ mutationFn: resendCode });
}

/** The seconds a 429 asks to wait (its Retry-After header), else the usual cooldown. */
export function retryAfterSeconds(error: ApiError): number {
  const cause = error.cause;
  if (cause instanceof HttpError) {
    const header = Number(cause.response?.headers.get('retry-after'));
    if (Number.isFinite(header) && header > 0) return Math.ceil(header);
  }
  return RESEND_COOLDOWN_SECONDS;
}
