import { apiClient } from '#web/shared/lib/api-client.ts';

/** `POST /api/favourites/{offerId}`: answers the new (or existing) favourite's id. */
export function addFavourite(offerId: number): Promise<{ favoriteId: number }> {
  return apiClient.post<{ favoriteId: number }>(`/api/favourites/${offerId}`, undefined, {
    requiresAuth: true,
  });
}

/** `DELETE /api/favourites/{favoriteId}`. */
export function removeFavourite(favoriteId: number): Promise<unknown> {
  return apiClient.delete<unknown>(`/api/favourites/${favoriteId}`, { requiresAuth: true });
}
