import type { FavouriteDto } from '@marketplace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { favouritesKeys } from '../api/favourites-keys.ts';
import { removeFavourite } from '../api/toggle-favourite.ts';

/** The favourites whose offer is gone (closed, deleted or no longer published). */
export function orphanFavourites(items: readonly FavouriteDto[]): FavouriteDto[] {
  return items.filter((item) => item.offer === null);
}

/**
 * Favourites whose offer has no data are removed automatically (spec 000 section 4), each once;
 * the list is fetched again afterwards.
 */
export function usePruneOrphanFavourites(items: readonly FavouriteDto[] | undefined): void {
  const queryClient = useQueryClient();
  const removed = useRef(new Set<number>());
  useEffect(() => {
    const orphans = orphanFavourites(items ?? []).filter((item) => !removed.current.has(item.favoriteId));
    if (orphans.length === 0) return;
    for (const orphan of orphans) removed.current.add(orphan.favoriteId);
    void Promise.allSettled(orphans.map((orphan) => removeFavourite(orphan.favoriteId))).then(() =>
      queryClient.invalidateQueries({ queryKey: favouritesKeys.all }),
    );
  }, [items, queryClient]);
}
