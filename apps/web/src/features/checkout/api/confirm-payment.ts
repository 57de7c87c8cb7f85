import type { SandboxCard, SandboxConfirmResult } from '@marketplace/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** A typed card or a saved card's payment method: one of the two. */
export type ConfirmPaymentVariables =
  { clientSecret: string; card: SandboxCard } | { clientSecret: string; paymentMethodId: string };

/**
 * `POST /api/payment-sandbox/confirm` (docs/architecture.md, 'Sandbox card processor'): succeeded, or
 * declined (`requires_payment_method`, the same client secret may be tried again).
 */
export function confirmSandboxPayment(variables: ConfirmPaymentVariables): Promise<SandboxConfirmResult> {
  return apiClient.post<SandboxConfirmResult>('/api/payment-sandbox/confirm', variables, {
    requiresAuth: true,
  });
}

export function useConfirmSandboxPayment() {
  return useMutation<SandboxConfirmResult, ApiError, ConfirmPaymentVariables>({
    mutationFn: confirmSandboxPayment,
  });
}
