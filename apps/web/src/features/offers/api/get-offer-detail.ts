import type { OfferDetailDto } from '@marketplace/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { customFieldsQueryOptions } from '#web/shared/api/get-custom-fields.ts';
import { sellerProfileQueryOptions } from '#web/shared/api/get-seller-profile.ts';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { isApiError } from '#web/shared/lib/api-error.ts';
import { authStore, useSession } from '#web/shared/lib/auth-store.ts';
import { offersKeys } from './offers-keys.ts';

/** `GET /api/offers/{id}`: the offer with its seller's stats and the buyable flag. */
export function getOfferDetail(id: number, signal?: AbortSignal): Promise<OfferDetailDto> {
  // The owner sees their drafts and closed offers too, so the answer waits for the session.
  return apiClient.get<OfferDetailDto>(`/api/offers/${id}`, { signal, requiresAuth: true });
}

export const offerDetailQueryOptions = (id: number, viewer: number | null) =>
  queryOptions({
    queryKey: offersKeys.detail(id, viewer),
    queryFn: ({ signal }) => getOfferDetail(id, signal),
  });

/**
 * The offer as the current viewer may see it; asked once the session has settled. Meanwhile the
 * public answer, when there is one (the server-rendered page's), stands in for it.
 */
export function useOfferDetail(id: number) {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const settled = status !== 'loading' && status !== 'loggingOut';
  const query = useQuery({
    ...offerDetailQueryOptions(id, user?.id ?? null),
    enabled: settled && id > 0,
    placeholderData: () => queryClient.getQueryData(offerDetailQueryOptions(id, null).queryKey),
  });
  return { ...query, isPending: query.isPending || (!settled && query.data === undefined) };
}

/**
 * The offer page's route loader: asks for the offer (for the viewer the session settles on) while
 * the page's code is still downloading, then for its seller's profile and its category's fields,
 * so the page renders with them (decision 045; on the server, in one render, decision 128). `rawId`
 * is the path's id; only digits name an offer, as on the page itself.
 */
export function prefetchOfferDetail(queryClient: QueryClient, rawId: string | undefined): void {
  if (!rawId || !/^\d{1,9}$/.test(rawId) || Number(rawId) === 0) return;
  void authStore
    .settled()
    .then(({ user }) => queryClient.fetchQuery(offerDetailQueryOptions(Number(rawId), user?.id ?? null)))
    .then((offer) =>
      Promise.all([
        queryClient.prefetchQuery(sellerProfileQueryOptions(offer.account.id)),
        queryClient.prefetchQuery(customFieldsQueryOptions(offer.categoryId)),
      ]),
    )
    // A missing offer is the page's to show; nothing more to ask for.
    .catch(() => undefined);
}

/** spec 000 section 8: a 404 or a 412 shows the not-found page. */
export function isOfferMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 412);
}
