import { describe, expect, it } from 'vitest';
import { mayReviewOffer } from './review-offer.ts';

describe('mayReviewOffer', () => {
  it('offers a review of a published service, job or real estate to others', () => {
    for (const type of ['service', 'job_offer', 'real_estate'] as const) {
      expect(mayReviewOffer({ type, status: 'published' }, false)).toBe(true);
    }
  });

  it('not of a product, not to the owner, not of a draft or closed offer', () => {
    expect(mayReviewOffer({ type: 'product', status: 'published' }, false)).toBe(false);
    expect(mayReviewOffer({ type: 'service', status: 'published' }, true)).toBe(false);
    expect(mayReviewOffer({ type: 'service', status: 'closed' }, false)).toBe(false);
    expect(mayReviewOffer({ type: 'service', status: 'draft' }, false)).toBe(false);
  });
});
