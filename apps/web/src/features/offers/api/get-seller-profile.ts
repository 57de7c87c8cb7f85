import type { PublicProfileDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';

/** `GET /api/profile/{id}`: the seller's public profile (full name, city, member since). */
export function getSellerProfile(id: number, signal?: AbortSignal): Promise<PublicProfileDto> {
  return apiClient.get<PublicProfileDto>(`/api/profile/${id}`, { signal });
}

export const sellerProfileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['profiles', id],
    queryFn: ({ signal }) => getSellerProfile(id, signal),
    staleTime: 5 * 60_000,
  });

export function useSellerProfile(id: number) {
  return useQuery(sellerProfileQueryOptions(id));
}
