import type { CardSetupDto, SandboxCard, SandboxPaymentMethod, SavedCard } from '@marketplace/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '#web/shared/api/shared-keys.ts';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { accountSettingsKeys } from './account-settings-keys.ts';

/**
 * `POST /api/cards/setup`: how the add-card dialog makes a payment method: the sandbox's form, or
 * Stripe Elements with a SetupIntent's client secret (and Stripe's publishable key).
 */
export function cardSetup(): Promise<CardSetupDto> {
  return apiClient.post<CardSetupDto>('/api/cards/setup', undefined, { requiresAuth: true });
}

/**
 * The set-up of one opening of the add-card dialog. Each opening asks again (a SetupIntent is
 * confirmed once) and nothing is kept once the dialog closes.
 */
export function useCardSetup() {
  return useQuery<CardSetupDto, ApiError>({
    queryKey: accountSettingsKeys.cardSetup,
    queryFn: cardSetup,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

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

/** Saves a payment method Stripe made (a confirmed SetupIntent's); the cards are read again. */
export function useSaveCard() {
  const queryClient = useQueryClient();
  return useMutation<SavedCard, ApiError, string>({
    mutationFn: saveCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedKeys.savedCards }),
  });
}
