import type { SavedCards } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { sharedKeys } from './shared-keys.ts';

/** `GET /api/cards`: the signed-in user's saved cards, newest first (decision 058). */
export function getSavedCards(signal?: AbortSignal): Promise<SavedCards> {
  return apiClient.get<SavedCards>('/api/cards', { signal, requiresAuth: true });
}

export const savedCardsQueryOptions = () =>
  queryOptions({
    queryKey: sharedKeys.savedCards,
    queryFn: ({ signal }) => getSavedCards(signal),
  });

/** The saved cards, read by account settings (the first card) and the card payment (the dropdown). */
export function useSavedCards() {
  return useQuery(savedCardsQueryOptions());
}
