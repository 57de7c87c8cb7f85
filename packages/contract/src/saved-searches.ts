import { z } from './zod.ts';
import { MESSAGES } from './messages.ts';
import { SearchOffersInputSchema } from './search.ts';

/**
 * Saved searches with alerts (issue 28, decision 096): a search's whole state kept under a name,
 * with the matches published since it was last run counted and, per the owner's choice, e-mailed
 * at once or in one daily digest.
 */
export const SAVED_SEARCHES_MAX = 30;
export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCH_ALERTS = ['off', 'instant', 'daily'] as const;
export type SavedSearchAlerts = (typeof SAVED_SEARCH_ALERTS)[number];
/** New matches are counted up to this many (the list shows "99+"). */
export const SAVED_SEARCH_NEW_MATCHES_MAX = 99;

const NameSchema = z.string().trim().min(1, MESSAGES.required).max(SAVED_SEARCH_NAME_MAX, MESSAGES.tooLong);

/** The search as `POST /api/search/offers` takes it; the page is not part of a saved search. */
export const SavedSearchQuerySchema = SearchOffersInputSchema.omit({ page: true });
export type SavedSearchQuery = z.output<typeof SavedSearchQuerySchema>;

/** `POST /api/saved-searches`: the name is suggested from the search when left out. */
export const CreateSavedSearchInputSchema = z.object({
  name: NameSchema.optional(),
  query: SavedSearchQuerySchema,
  alerts: z.enum(SAVED_SEARCH_ALERTS).default('instant'),
});
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchInputSchema>;

/** `PATCH /api/saved-searches/{id}`: rename, change alerts, or both. */
export const UpdateSavedSearchInputSchema = z
  .object({ name: NameSchema.optional(), alerts: z.enum(SAVED_SEARCH_ALERTS).optional() })
  .refine((input) => input.name !== undefined || input.alerts !== undefined, {
    message: MESSAGES.required,
    path: ['name'],
  });
export type UpdateSavedSearchInput = z.input<typeof UpdateSavedSearchInputSchema>;

export interface SavedSearchDto {
  id: number;
  name: string;
  /** The search as the search service reads it (camelCase, as every response). */
  query: SavedSearchQuery;
  alerts: SavedSearchAlerts;
  /** Matches published since the search was last run (at most SAVED_SEARCH_NEW_MATCHES_MAX + 1). */
  newMatches: number;
  lastViewedAt: string;
  createdAt: string;
}

export interface SavedSearchesDto {
  items: SavedSearchDto[];
  limit: number;
}
