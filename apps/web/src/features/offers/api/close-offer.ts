import type { OfferDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { offersKeys } from './offers-keys.ts';

/** `POST /api/offers/{id}/close`: stops publishing; a closed offer is final. */
export function closeOffer(id: number): Promise<OfferDto> {
  return apiClient.post<OfferDto>(`/api/offers/${id}/close`, undefined, { requiresAuth: true });
}

/** Closes, then reloads the active and archived lists at the pages they show. */
export function useCloseOffer() {
  const queryClient = useQueryClient();
  return useMutation<OfferDto, ApiError, number>({
    mutationFn: closeOffer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersKeys.myOffers('published') }),
        queryClient.invalidateQueries({ queryKey: offersKeys.myOffers('closed') }),
      ]),
  });
}
