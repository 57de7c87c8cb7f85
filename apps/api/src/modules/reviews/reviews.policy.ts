import {
  MESSAGES,
  type OfferStatus,
  type OfferType,
  type OrderStatus,
  type Region,
} from '@marketplace/contract';

/**
 * Who may review what (decision 064), as pure functions: each answers why a review is refused,
 * or null when it is allowed. "Once per target" is left to the partial unique indexes, so two
 * submits at the same time cannot both pass.
 */
export interface Refusal {
  status: 403 | 404 | 409 | 422;
  message: string;
}

const notFound: Refusal = { status: 404, message: MESSAGES.notFound };

/** A bought product: only its buyer, once the order is completed. Strangers do not see the order. */
export function orderProductReviewRefusal(
  callerId: number,
  region: Region,
  product: { region: Region; buyerId: number; sellerId: number; status: OrderStatus } | undefined,
): Refusal | null {
  if (!product || product.region !== region) return notFound;
  if (product.sellerId === callerId) return { status: 403, message: MESSAGES.onlyBuyer };
  if (product.buyerId !== callerId) return notFound;
  if (product.status !== 'completed') return { status: 409, message: MESSAGES.reviewOrderNotCompleted };
  return null;
}

/** A seller: an active account of the edition, never oneself (then `dealingRefusal`). */
export function accountReviewRefusal(
  callerId: number,
  region: Region,
  seller: { id: number; region: Region; status: string } | undefined,
): Refusal | null {
  if (!seller || seller.region !== region || seller.status !== 'active') return notFound;
  if (seller.id === callerId) return { status: 403, message: MESSAGES.cannotReviewYourself };
  return null;
}

/**
 * A seller or their offer is reviewed only by someone who has dealt with them: a completed order
 * between the two, or a conversation in which the seller wrote (the repository's `haveDealt`).
 */
export function dealingRefusal(dealt: boolean): Refusal | null {
  return dealt ? null : { status: 403, message: MESSAGES.reviewNeedsDealing };
}

/** Offers whose reviews page exists: published or closed ones of the edition (drafts are private). */
export function offerIsReviewable(offer: { region: Region; status: OfferStatus }, region: Region): boolean {
  return offer.region === region && (offer.status === 'published' || offer.status === 'closed');
}

/**
 * A non-product offer (a service, a job, a property) of the edition, not one's own (then
 * `dealingRefusal` with its owner). Products are reviewed from the purchase instead.
 */
export function offerReviewRefusal(
  callerId: number,
  region: Region,
  offer: { region: Region; status: OfferStatus; type: OfferType; accountId: number } | undefined,
): Refusal | null {
  if (!offer || !offerIsReviewable(offer, region)) return notFound;
  if (offer.accountId === callerId) return { status: 403, message: MESSAGES.cannotReviewOwnOffer };
  if (offer.type === 'product') return { status: 422, message: MESSAGES.reviewProductFromPurchase };
  return null;
}

/** A dispute: only by the reviewed seller (anyone else is refused; another edition's review does not exist). */
export function disputeRefusal(
  callerId: number,
  region: Region,
  review: { region: Region; accountId: number } | undefined,
): Refusal | null {
  if (!review || review.region !== region) return notFound;
  if (review.accountId !== callerId) return { status: 403, message: MESSAGES.onlyReviewedCanDispute };
  return null;
}
