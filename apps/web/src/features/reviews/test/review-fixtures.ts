import type { ReviewDto, ReviewsPageDto, ReviewStatsDto } from '@marketplace/contract';

/** A 4-star review of a bought product by bea, written on 5 March 2026 (local time). */
export function reviewDto(overrides: Partial<ReviewDto> = {}): ReviewDto {
  return {
    id: 31,
    rate: 4,
    comment: 'Fast shipping, bike as described.',
    createdAt: new Date(2026, 2, 5, 12).toISOString(),
    reviewer: { id: 1, name: 'buyer_bea', avatarUrl: null },
    boughtProduct: { id: 11, offerId: 101, title: 'Road bike' },
    offer: { id: 101, title: 'Road bike' },
    dispute: null,
    ...overrides,
  };
}

export function statsOf(rates: number[]): ReviewStatsDto {
  const countPerRate = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const rate of rates) countPerRate[String(rate) as keyof typeof countPerRate] += 1;
  return {
    average: rates.length ? rates.reduce((sum, rate) => sum + rate, 0) / rates.length : null,
    count: rates.length,
    countPerRate,
  };
}

/** One page of a seller's reviews (seller 2, sam), stats computed from the items' rates. */
export function reviewsPage(
  items: ReviewDto[],
  overrides: Partial<ReviewsPageDto> = {},
  pagination = { currentPage: 1, totalPages: 1, totalItems: items.length },
): ReviewsPageDto {
  return {
    reviews: { items, pagination },
    stats: statsOf(items.map((item) => item.rate)),
    seller: { id: 2, name: 'seller_sam', avatarUrl: null },
    offer: null,
    ...overrides,
  };
}
