/** Which reviews a reviews page lists: a seller's, an offer's, or the signed-in user's own. */
export type ReviewsPageOf = { type: 'seller' | 'offer'; id: number } | { type: 'me' };

/**
 * The reviews page's path (spec 001 section 2: `/reviews/{type}/{id}`, `/reviews/me`), for the
 * screens that link to it (offer detail, seller profile, the reviews feature itself).
 */
export function reviewsPath(of: ReviewsPageOf): string {
  return of.type === 'me' ? '/reviews/me' : `/reviews/${of.type}/${of.id}`;
}
