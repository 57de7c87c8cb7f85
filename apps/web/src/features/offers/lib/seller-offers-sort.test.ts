import { describe, expect, it } from 'vitest';
import { parseSellerSortKey, SELLER_SORT_KEYS, sellerSortRequest } from './seller-offers-sort.ts';

describe('seller offers sort', () => {
  it('maps each option to the field and order the API expects', () => {
    expect(SELLER_SORT_KEYS.map((key) => [key, sellerSortRequest(key)])).toEqual([
      ['newest', { field: 'date', order: 'desc' }],
      ['oldest', { field: 'date', order: 'asc' }],
      ['price_asc', { field: 'price', order: 'asc' }],
      ['price_desc', { field: 'price', order: 'desc' }],
    ]);
  });

  it('reads the option from the query string, newest when missing or unknown', () => {
    expect(parseSellerSortKey('price_asc')).toBe('price_asc');
    expect(parseSellerSortKey('oldest')).toBe('oldest');
    expect(parseSellerSortKey(null)).toBe('newest');
    expect(parseSellerSortKey('cheapest')).toBe('newest');
    expect(parseSellerSortKey('toString')).toBe('newest');
  });
});
