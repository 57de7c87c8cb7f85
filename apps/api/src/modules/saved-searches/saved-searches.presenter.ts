import type { SavedSearchDto } from '@marketplace/contract';
import type { SavedSearchRow } from './saved-searches.repository.ts';

/** What leaves the server of a saved search: not its owner, edition or matching columns. */
export function presentSavedSearch(row: { search: SavedSearchRow; newMatches: number }): SavedSearchDto {
  const { search } = row;
  return {
    id: search.id,
    name: search.name,
    query: search.query,
    alerts: search.alerts,
    newMatches: Number(row.newMatches),
    lastViewedAt: search.lastViewedAt.toISOString(),
    createdAt: search.createdAt.toISOString(),
  };
}
