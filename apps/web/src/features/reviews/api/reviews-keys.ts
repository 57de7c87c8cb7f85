import type { ReviewsPageOf } from '#web/shared/lib/reviews-path.ts';

const all = ['reviews'] as const;
/** Every page of one reviews list: invalidating it reloads whichever page is shown. */
const list = (of: ReviewsPageOf) => [...all, of.type, of.type === 'me' ? 'me' : of.id] as const;

/** Query keys of the reviews feature; all under `reviews`. */
export const reviewsKeys = {
  all,
  list,
  page: (of: ReviewsPageOf, page: number) => [...list(of), page] as const,
};
