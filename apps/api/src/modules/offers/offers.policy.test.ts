import { describe, expect, it } from 'vitest';
import { ownsOfferImage } from '../files/files.policy.ts';
import { canEdit, canManage, canViewIn } from './offers.policy.ts';

const offer = { region: 'us', accountId: 7, status: 'draft' } as const;

describe('offer policies', () => {
  it('shows a published offer to anybody in its edition, a draft or closed one to its owner only', () => {
    expect(canViewIn('us', null, { ...offer, status: 'published' })).toBe(true);
    expect(canViewIn('pl', 7, { ...offer, status: 'published' })).toBe(false);
    expect(canViewIn('us', 8, offer)).toBe(false);
    expect(canViewIn('us', 7, { ...offer, status: 'closed' })).toBe(true);
  });

  it('lets only the owner manage an offer, in its own edition', () => {
    expect(canManage('us', 7, offer)).toBe(true);
    expect(canManage('us', 8, offer)).toBe(false);
    expect(canManage('us', null, offer)).toBe(false);
    expect(canManage('pl', 7, offer)).toBe(false);
  });

  it('locks closed offers', () => {
    expect(canEdit({ status: 'published' })).toBe(true);
    expect(canEdit({ status: 'closed' })).toBe(false);
  });

  it('lets an uploader use only their own offer photos of the edition', () => {
    const file = { kind: 'offer_image', region: 'us', ownerAccountId: 7 } as const;
    expect(ownsOfferImage(7, 'us', file)).toBe(true);
    expect(ownsOfferImage(8, 'us', file)).toBe(false);
    expect(ownsOfferImage(7, 'pl', file)).toBe(false);
    expect(ownsOfferImage(7, 'us', { ...file, kind: 'avatar' })).toBe(false);
  });
});
