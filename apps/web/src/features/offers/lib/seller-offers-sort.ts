import type { SellerOffersSort } from '@marketplace/contract';

export const SELLER_SORT_KEYS = ['newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type SellerSortKey = (typeof SELLER_SORT_KEYS)[number];

export const DEFAULT_SELLER_SORT: SellerSortKey = 'newest';

const SORTS: Record<SellerSortKey, SellerOffersSort> = {
  newest: { field: 'date', order: 'desc' },
  oldest: { field: 'date', order: 'asc' },
  price_asc: { field: 'price', order: 'asc' },
  price_desc: { field: 'price', order: 'desc' },
};

export function sellerSortRequest(key: SellerSortKey): SellerOffersSort {
  return SORTS[key];
}

/** The sort chosen in the query string (`?sort=price_asc`); anything unknown means newest. */
export function parseSellerSortKey(raw: string | null): SellerSortKey {
  return (SELLER_SORT_KEYS as readonly string[]).includes(raw ?? '')
    ? (raw as SellerSortKey)
    : DEFAULT_SELLER_SORT;
}
