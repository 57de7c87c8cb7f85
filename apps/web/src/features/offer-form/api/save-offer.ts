import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedKeys } from '#web/shared/api/shared-keys.ts';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import type { EditableOffer } from '../lib/form-values.ts';
import type { OfferWriteRequest } from '../lib/offer-request.ts';
import { offerQueryOptions } from './get-offer.ts';

/** `POST /api/offers` (create) or `POST /api/offers/{id}` (edit): answers the saved offer. */
export function saveOffer({
  offerId,
  request,
}: {
  offerId: number | null;
  request: OfferWriteRequest;
}): Promise<EditableOffer> {
  const url = offerId === null ? '/api/offers' : `/api/offers/${offerId}`;
  return apiClient.post<EditableOffer>(url, request, { requiresAuth: true });
}

/** Saves and refreshes the cached offers (the edited one and every list of offers). */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation<EditableOffer, ApiError, { offerId: number | null; request: OfferWriteRequest }>({
    mutationFn: saveOffer,
    onSuccess: async (offer) => {
      queryClient.setQueryData(offerQueryOptions(offer.id).queryKey, offer);
      await queryClient.invalidateQueries({ queryKey: sharedKeys.offers, refetchType: 'none' });
    },
  });
}
