import type { OfferListItemDto } from '@marketplace/contract';

/** A published product as offer lists carry it; tests override what they look at. */
export function offerListItem(overrides: Partial<OfferListItemDto> & { id: number }): OfferListItemDto {
  return {
    type: 'product',
    title: `Offer ${overrides.id}`,
    status: 'published',
    categoryId: 11,
    image: null,
    price: { amount: 1000, currency: 'USD' },
    priceVariant: null,
    priceFrom: null,
    priceTo: null,
    period: null,
    showSalary: null,
    salaryFrom: null,
    salaryTo: null,
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
