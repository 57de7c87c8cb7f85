import type { OfferDto } from '@marketplace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { offersKeys } from './offers-keys.ts';

/**
 * `POST /api/offers/{id}/publish`: a draft becomes published; an incomplete one is refused with
 * 400 'not ready for publishing' and field errors.
 */
export function publishOffer(id: number): Promise<OfferDto> {
  return apiClient.post<OfferDto>(`/api/offers/${id}/publish`, undefined, { requiresAuth: true });
}

/** Publishes, then reloads the drafts and active lists at the pages they show. */
export function usePublishOffer() {
  const queryClient = useQueryClient();
  return useMutation<OfferDto, ApiError, number>({
    mutationFn: publishOffer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersKeys.myOffers('draft') }),
        queryClient.invalidateQueries({ queryKey: offersKeys.myOffers('published') }),
      ]),
  });
}
