import type { AdminOfferReviewsQuery } from '@marketplace/contract';

const all = ['admin-offer-reviews'] as const;

/** Query keys of the console's review queue and hold words (decision 135). */
export const offerReviewsKeys = {
  all,
  list: (query: AdminOfferReviewsQuery) => [...all, 'list', query] as const,
  holdWords: () => [...all, 'hold-words'] as const,
};
