import type { PublicProfileDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { sharedKeys } from './shared-keys.ts';

/** `GET /api/profile/{id}`: what anyone may see of a seller; 404 for unknown or inactive accounts. */
export function getSellerProfile(id: number, signal?: AbortSignal): Promise<PublicProfileDto> {
  return apiClient.get<PublicProfileDto>(`/api/profile/${id}`, { signal });
}

export const sellerProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sharedKeys.sellerProfile(id),
    queryFn: ({ signal }) => getSellerProfile(id, signal),
  });

/** The seller's public profile, shared by the offer page's seller panel and the seller's page. */
export function useSellerProfile(id: number) {
  return useQuery(sellerProfileQueryOptions(id));
}
