import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import type { EditableOffer } from '../lib/form-values.ts';
import { offerFormKeys } from './offer-form-keys.ts';

/** `GET /api/offers/{id}`: the offer as its owner sees it (spec 000 section 7, also used for editing). */
export function getOffer(id: number, signal?: AbortSignal): Promise<EditableOffer> {
  return apiClient.get<EditableOffer>(`/api/offers/${id}`, { signal, requiresAuth: true });
}

export const offerQueryOptions = (id: number) =>
  queryOptions<EditableOffer, ApiError>({
    queryKey: offerFormKeys.editable(id),
    queryFn: ({ signal }) => getOffer(id, signal),
    // A missing or hidden offer stays missing: no retries on 404/412.
    retry: (count, error) => count < 2 && error.status >= 500,
  });

/** The offer to edit; not refetched behind the form's back while it is being edited. */
export function useOfferForEditing(id: number, enabled: boolean) {
  return useQuery({ ...offerQueryOptions(id), enabled, refetchOnWindowFocus: false });
}
