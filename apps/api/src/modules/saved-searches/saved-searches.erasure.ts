import type { SavedSearchesRepository } from './saved-searches.repository.ts';

/** A deleted account's saved searches and alerts are removed (decision 078). */
export async function removeSavedSearchesOfDeletedAccount(
  scope: { savedSearches: Pick<SavedSearchesRepository, 'removeAllOf'> },
  accountId: number,
): Promise<void> {
  await scope.savedSearches.removeAllOf(accountId);
}
