import type { AdvertArea, AdvertisementDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { advertisementsKeys } from './advertisements-keys.ts';

export function getAdvertisements(signal?: AbortSignal): Promise<{ advertisements: AdvertisementDto[] }> {
  return apiClient.get<{ advertisements: AdvertisementDto[] }>('/api/advertisements', { signal });
}

export const advertisementsQueryOptions = () =>
  queryOptions({
    queryKey: advertisementsKeys.all,
    queryFn: ({ signal }) => getAdvertisements(signal),
    staleTime: 5 * 60_000,
  });

/** The adverts of one area (all areas come in one call and are cached). */
export function useAdvertisements(area: AdvertArea) {
  return useQuery({
    ...advertisementsQueryOptions(),
    select: (data) => data.advertisements.filter((advert) => advert.area === area),
  });
}
