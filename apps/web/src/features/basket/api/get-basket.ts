import type { BasketDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { acceptBasket } from '../lib/accept-basket.ts';
import { basketKeys } from './basket-keys.ts';

/** `GET /api/basket`: the signed-in user's basket with the offers' current data. */
export function getBasket(signal?: AbortSignal): Promise<BasketDto> {
  return apiClient.get<BasketDto>('/api/basket', { signal, requiresAuth: true });
}

export const basketQueryOptions = () =>
  queryOptions({
    queryKey: basketKeys.detail(),
    // Each answer is mirrored to the device and its message toasted once, as it arrives.
    queryFn: async ({ signal }) => acceptBasket(await getBasket(signal)),
  });

export function useBasket() {
  return useQuery(basketQueryOptions());
}
