import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedOfferDetail } from './get-offer-detail.ts';
import { offersKeys } from './offers-keys.ts';

describe('seedOfferDetail', () => {
  it("caches the page's offer as an anonymous visitor's answer only", () => {
    const queryClient = new QueryClient();
    const offer = { id: 7, title: 'Road bike' };
    seedOfferDetail(queryClient, offer);
    expect(queryClient.getQueryData(offersKeys.detail(7, null))).toEqual(offer);
    // A signed-in viewer may see more (owner-only fields): their answer is asked for.
    expect(queryClient.getQueryData(offersKeys.detail(7, 3))).toBeUndefined();
  });

  it('ignores data without a numeric id', () => {
    const queryClient = new QueryClient();
    seedOfferDetail(queryClient, { id: '7' });
    seedOfferDetail(queryClient, null);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
