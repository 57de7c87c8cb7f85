import type { FavouritesRepository } from './favourites.repository.ts';

/** A deleted account's favourites are removed (decision 078). */
export async function removeFavouritesOfDeletedAccount(
  scope: { favourites: Pick<FavouritesRepository, 'removeAllOf'> },
  accountId: number,
): Promise<void> {
  await scope.favourites.removeAllOf(accountId);
}
