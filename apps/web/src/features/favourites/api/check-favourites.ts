import type { CheckFavouritesDto } from '@marketplace/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { favouritesKeys } from './favourites-keys.ts';

/** `GET /api/favourites/check?ids[]=1&ids[]=2` (the spec's bracket form). */
export function checkFavourites(
  offerIds: readonly number[],
  signal?: AbortSignal,
): Promise<CheckFavouritesDto> {
  const query = offerIds.map((id) => `ids[]=${encodeURIComponent(id)}`).join('&');
  return apiClient.get<CheckFavouritesDto>(`/api/favourites/check?${query}`, { signal, requiresAuth: true });
}

export const checkFavouritesQueryOptions = (offerIds: readonly number[]) =>
  queryOptions({
    queryKey: favouritesKeys.check(offerIds),
    queryFn: ({ signal }) => checkFavourites(offerIds, signal),
  });

/**
 * The favourite id of each given offer that is a favourite (spec 000 section 4: the check is
 * skipped without a token, so a visitor's map stays empty).
 */
export function useFavouriteIds(offerIds: readonly number[]): {
  favouriteIds: ReadonlyMap<number, number>;
  /** False while the answer is unknown (loading, or no token). */
  known: boolean;
} {
  const { token } = useSession();
  const query = useQuery({
    ...checkFavouritesQueryOptions(offerIds),
    enabled: !!token && offerIds.length > 0,
  });
  const favouriteIds = useMemo(
    () => new Map((query.data?.checkFavourites ?? []).map((entry) => [entry.offerId, entry.favoriteId])),
    [query.data],
  );
  return { favouriteIds, known: !!token && query.isSuccess };
}
