import type { OfferListItemDto } from '@marketplace/contract';

/** The price-range and salary fields of an offer that uses none (a product at a fixed price). */
export const WITHOUT_RANGES = {
  priceVariant: null,
  priceFrom: null,
  priceTo: null,
  period: null,
  showSalary: null,
  salaryFrom: null,
  salaryTo: null,
} as const;

/** A published product as offer lists carry it; tests override what they look at. */
export function offerListItem(overrides: Partial<OfferListItemDto> & { id: number }): OfferListItemDto {
  return {
    type: 'product',
    title: `Offer ${overrides.id}`,
    status: 'published',
    categoryId: 11,
    image: null,
    price: { amount: 1000, currency: 'USD' },
    ...WITHOUT_RANGES,
    currency: 'USD',
    city: 'Boston',
    state: 'MA',
    createdAt: '2026-01-01T10:00:00Z',
    expiredAt: null,
    closedAt: null,
    features: { highlight: false, extraPhotos: false },
    account: { id: 1, type: 'person', username: 'anna', displayName: 'Anna' },
    ...overrides,
  };
}
