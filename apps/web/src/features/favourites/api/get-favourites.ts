import type { FavouriteDto, Paginated } from '@marketplace/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/shared/lib/api-client.ts';
import { favouritesKeys } from './favourites-keys.ts';

/** `GET /api/favourites?page`: the user's favourites, newest first. */
export function getFavourites(page: number, signal?: AbortSignal): Promise<Paginated<FavouriteDto>> {
  return apiClient.get<Paginated<FavouriteDto>>('/api/favourites', {
    params: { page },
    signal,
    requiresAuth: true,
  });
}

export const favouritesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: favouritesKeys.list(page),
    queryFn: ({ signal }) => getFavourites(page, signal),
    placeholderData: keepPreviousData,
  });

export function useFavourites(page: number) {
  return useQuery(favouritesQueryOptions(page));
}
