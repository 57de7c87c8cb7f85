import type { SellerPhoneDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import type { ApiError } from '#web/shared/lib/api-error.ts';
import { offersKeys } from './offers-keys.ts';

/**
 * `GET /api/offers/{id}/phone`: the seller's full number, which the offer carries masked. It waits
 * for the session so a signed-in visitor is counted as their account (docs/decisions/035).
 */
export function getSellerPhone(offerId: number, signal?: AbortSignal): Promise<SellerPhoneDto> {
  return apiClient.get<SellerPhoneDto>(`/api/offers/${offerId}/phone`, { signal, requiresAuth: true });
}

export const sellerPhoneQueryOptions = (offerId: number) =>
  queryOptions<SellerPhoneDto, ApiError>({
    queryKey: offersKeys.sellerPhone(offerId),
    queryFn: ({ signal }) => getSellerPhone(offerId, signal),
    // Every call spends one of the visitor's hourly reveals: once shown, the number stays.
    staleTime: Infinity,
  });

/** The full number, asked for only once the visitor wants it (`enabled`). */
export function useSellerPhone(offerId: number, enabled: boolean) {
  return useQuery({ ...sellerPhoneQueryOptions(offerId), enabled });
}
