import type { BasketDto, BasketLineInput } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { acceptBasketChange } from '../lib/accept-basket.ts';

/** `POST /api/basket/items {offer_id, quantity}`: adds the line or sets its quantity. */
export function putBasketLine(line: BasketLineInput): Promise<BasketDto> {
  return apiClient.post<BasketDto>('/api/basket/items', line, { requiresAuth: true });
}

/** `DELETE /api/basket/items/{offerId}`. */
export function deleteBasketLine(offerId: number): Promise<BasketDto> {
  return apiClient.delete<BasketDto>(`/api/basket/items/${offerId}`, { requiresAuth: true });
}

/** Sets a line of the account's basket; the answer becomes the basket query's data. */
export function usePutBasketLine() {
  const queryClient = useQueryClient();
  return useMutation<BasketDto, ApiError, BasketLineInput>({
    mutationFn: putBasketLine,
    onSuccess: (basket) => acceptBasketChange(basket, queryClient),
  });
}

export function useDeleteBasketLine() {
  const queryClient = useQueryClient();
  return useMutation<BasketDto, ApiError, number>({
    mutationFn: deleteBasketLine,
    onSuccess: (basket) => acceptBasketChange(basket, queryClient),
  });
}
