import type { OfferDto } from '@marketplace/contract';

/**
 * Whether the offer page offers 'review offer' (spec 000 "Offer detail"): for a published offer
 * that is not a product (products are reviewed from the purchase), and never to its owner.
 */
export function mayReviewOffer(offer: Pick<OfferDto, 'type' | 'status'>, isOwner: boolean): boolean {
  return !isOwner && offer.type !== 'product' && offer.status === 'published';
}
