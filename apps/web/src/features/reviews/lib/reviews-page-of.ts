import type { ReviewStatsDto } from '@marketplace/contract';
import type { ReviewsPageOf } from '#web/shared/lib/reviews-path.ts';

/**
 * The page's subject from the route's `:type` and `:reviewsOf` (spec 001 section 2): seller or
 * offer with an id of digits, or me without one; anything else is null (not found).
 */
export function reviewsPageOf(type: string | undefined, reviewsOf: string | undefined): ReviewsPageOf | null {
  if (type === 'me') return reviewsOf === undefined ? { type: 'me' } : null;
  if (type !== 'seller' && type !== 'offer') return null;
  if (!reviewsOf || !/^\d{1,9}$/.test(reviewsOf)) return null;
  const id = Number(reviewsOf);
  return id > 0 ? { type, id } : null;
}

/** The star values from the highest down, as the distribution lists them. */
export const RATES = [5, 4, 3, 2, 1] as const;

/** Each star value's count and its share of all reviews (0 to 100, 0 without reviews). */
export function distribution(stats: ReviewStatsDto): { rate: number; count: number; percent: number }[] {
  return RATES.map((rate) => {
    const count = stats.countPerRate[String(rate) as keyof ReviewStatsDto['countPerRate']] ?? 0;
    return { rate, count, percent: stats.count > 0 ? (count / stats.count) * 100 : 0 };
  });
}
