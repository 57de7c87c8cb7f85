import { MESSAGES } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import {
  accountReviewRefusal,
  dealingRefusal,
  disputeRefusal,
  offerReviewRefusal,
  orderProductReviewRefusal,
} from './reviews.policy.ts';

describe('who may review (decision 064)', () => {
  const order = { region: 'us' as const, buyerId: 1, sellerId: 2, status: 'completed' as const };

  it('lets the buyer review a bought product once the order is completed', () => {
    expect(orderProductReviewRefusal(1, 'us', order)).toBeNull();
    expect(orderProductReviewRefusal(1, 'us', { ...order, status: 'confirmed' })).toEqual({
      status: 409,
      message: MESSAGES.reviewOrderNotCompleted,
    });
    expect(orderProductReviewRefusal(2, 'us', order)).toEqual({ status: 403, message: MESSAGES.onlyBuyer });
    expect(orderProductReviewRefusal(3, 'us', order)?.status).toBe(404);
    expect(orderProductReviewRefusal(1, 'pl', order)?.status).toBe(404);
    expect(orderProductReviewRefusal(1, 'us', undefined)?.status).toBe(404);
  });

  it('refuses reviewing oneself, an inactive seller, and anyone without dealing', () => {
    const seller = { id: 2, region: 'us' as const, status: 'active' };
    expect(accountReviewRefusal(1, 'us', seller)).toBeNull();
    expect(accountReviewRefusal(2, 'us', seller)?.message).toBe(MESSAGES.cannotReviewYourself);
    expect(accountReviewRefusal(1, 'us', { ...seller, status: 'blocked' })?.status).toBe(404);
    expect(accountReviewRefusal(1, 'pl', seller)?.status).toBe(404);
    expect(dealingRefusal(false)).toEqual({ status: 403, message: MESSAGES.reviewNeedsDealing });
    expect(dealingRefusal(true)).toBeNull();
  });

  it('reviews only published or closed non-product offers of others', () => {
    const offer = {
      region: 'us' as const,
      status: 'published' as const,
      type: 'service' as const,
      accountId: 2,
    };
    expect(offerReviewRefusal(1, 'us', offer)).toBeNull();
    expect(offerReviewRefusal(1, 'us', { ...offer, status: 'closed' })).toBeNull();
    expect(offerReviewRefusal(1, 'us', { ...offer, status: 'draft' })?.status).toBe(404);
    expect(offerReviewRefusal(2, 'us', offer)?.message).toBe(MESSAGES.cannotReviewOwnOffer);
    expect(offerReviewRefusal(1, 'us', { ...offer, type: 'product' })).toEqual({
      status: 422,
      message: MESSAGES.reviewProductFromPurchase,
    });
  });

  it('lets only the reviewed seller dispute', () => {
    const review = { region: 'us' as const, accountId: 2 };
    expect(disputeRefusal(2, 'us', review)).toBeNull();
    expect(disputeRefusal(1, 'us', review)?.message).toBe(MESSAGES.onlyReviewedCanDispute);
    expect(disputeRefusal(2, 'pl', review)?.status).toBe(404);
  });
});
