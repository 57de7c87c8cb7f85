import type { SandboxCard, SandboxPaymentMethod, SavedCard } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '#web/shared/api/shared-keys.ts';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';

/** `POST /api/payment-sandbox/payment-methods {card}`: the sandbox's payment method for a typed card. */
export function createSandboxPaymentMethod(card: SandboxCard): Promise<SandboxPaymentMethod> {
  return apiClient.post<SandboxPaymentMethod>(
    '/api/payment-sandbox/payment-methods',
    { card },
    { requiresAuth: true },
  );
}

/** `POST /api/cards {data: {payment_method_id}}`: saves the payment method as the account's card. */
export function saveCard(paymentMethodId: string): Promise<SavedCard> {
  return apiClient.post<SavedCard>('/api/cards', { data: { paymentMethodId } }, { requiresAuth: true });
}

/** Adds a card: the provider's payment method first, then the saved card; the cards are read again. */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation<SavedCard, ApiError, SandboxCard>({
    mutationFn: async (card) => saveCard((await createSandboxPaymentMethod(card)).id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.savedCards }),
  });
}
