import { describe, expect, it } from 'vitest';
import { distribution, reviewsPageOf } from './reviews-page-of.ts';

describe('reviewsPageOf', () => {
  it('reads seller and offer with an id, and me without one', () => {
    expect(reviewsPageOf('seller', '12')).toEqual({ type: 'seller', id: 12 });
    expect(reviewsPageOf('offer', '7')).toEqual({ type: 'offer', id: 7 });
    expect(reviewsPageOf('me', undefined)).toEqual({ type: 'me' });
  });

  it('refuses any other type, a missing or bad id, and me with an id', () => {
    expect(reviewsPageOf('user', '12')).toBeNull();
    expect(reviewsPageOf('seller', undefined)).toBeNull();
    expect(reviewsPageOf('seller', '0')).toBeNull();
    expect(reviewsPageOf('seller', '1e3')).toBeNull();
    expect(reviewsPageOf('offer', '1234567890')).toBeNull();
    expect(reviewsPageOf('me', '3')).toBeNull();
  });
});

describe('distribution', () => {
  it('gives each star value from 5 down its count and share', () => {
    expect(
      distribution({ average: 4.5, count: 4, countPerRate: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 2 } }),
    ).toEqual([
      { rate: 5, count: 2, percent: 50 },
      { rate: 4, count: 2, percent: 50 },
      { rate: 3, count: 0, percent: 0 },
      { rate: 2, count: 0, percent: 0 },
      { rate: 1, count: 0, percent: 0 },
    ]);
  });

  it('is all zero without reviews', () => {
    const empty = distribution({
      average: null,
      count: 0,
      countPerRate: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    expect(empty.every((bar) => bar.count === 0 && bar.percent === 0)).toBe(true);
  });
});
