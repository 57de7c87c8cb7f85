import { describe, expect, it } from 'vitest';
import { formatRating, sellerPlace } from './seller-facts.ts';

describe('seller facts', () => {
  it('shows the review average with one decimal in the edition format', () => {
    expect(formatRating(4.25, 'us')).toBe('4.3');
    expect(formatRating(4, 'pl')).toBe('4,0');
    expect(formatRating(null, 'us')).toBeNull();
  });

  it('names the state of the place from the edition list', () => {
    expect(sellerPlace({ city: 'New York', state: 'NY' }, 'us')).toBe('New York, NY');
    expect(sellerPlace({ city: 'Kraków', state: null }, 'pl')).toBe('Kraków');
    expect(sellerPlace({ city: null, state: null }, 'pl')).toBe('');
  });
});
