import type { FeaturePrices } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { checkoutKeys } from './checkout-keys.ts';

/** `GET /api/offers/feature-prices`: the edition's prices of the paid extras, in minor units. */
export function getFeaturePrices(signal?: AbortSignal): Promise<FeaturePrices> {
  return apiClient.get<FeaturePrices>('/api/offers/feature-prices', { signal });
}

export const featurePricesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.featurePrices(),
    queryFn: ({ signal }) => getFeaturePrices(signal),
    staleTime: 10 * 60_000,
  });

/** Read only once an extra is chosen (`enabled`), not for every row of my offers. */
export function useFeaturePrices(enabled = true) {
  return useQuery({ ...featurePricesQueryOptions(), enabled });
}
