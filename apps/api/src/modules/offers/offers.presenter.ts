import {
  approximateLocation,
  displayName,
  maskPhone,
  REGION_SETTINGS,
  type Money,
  type OfferDto,
  type OfferListItemDto,
  type OfferReviewDto,
} from '@marketplace/contract';
import type { Storage } from '../../adapters/storage/storage.ts';
import { fallbackAvatarUrl } from '../../shared/avatars.ts';
import type { Clock } from '../../shared/clock.ts';
import { presentImage } from '../files/index.ts';
import { showsExactAddress } from './offers.policy.ts';
import type { OfferDetailRow, OfferListRow, OwnReviewFields } from './offers.repository.ts';

/** Why an offer waits for review or was rejected, as its owner reads it (decision 135); null otherwise. */
export function presentReview(review: OwnReviewFields | null | undefined): OfferReviewDto | null {
  if (!review?.state || !review.reason) return null;
  return {
    state: review.state,
    reason: review.reason,
    ...(review.rule ? { rule: review.rule } : {}),
    ...(review.state === 'rejected' && review.rejectedReason
      ? { rejectedReason: review.rejectedReason }
      : {}),
  };
}

/** What presenting an offer needs: where its photos are served from, and the time (paid extras run out). */
export interface OfferPresenterContext {
  storage: Storage;
  clock: Clock;
}

export function presentOfferListItem(
  row: OfferListRow,
  { storage, clock }: OfferPresenterContext,
): OfferListItemDto {
  const { offer, account } = row;
  const now = clock();
  return {
    id: offer.id,
    type: offer.type,
    title: offer.title,
    status: offer.status,
    categoryId: offer.categoryId,
    image: row.firstImage ? presentImage(row.firstImage, storage) : null,
    price:
      offer.priceAmount === null
        ? null
        : { amount: offer.priceAmount, currency: REGION_SETTINGS[offer.region].currency },
    priceVariant: offer.priceVariant,
    priceFrom: offer.priceFrom,
    priceTo: offer.priceTo,
    period: offer.period,
    showSalary: offer.showSalary,
    salaryFrom: offer.showSalary ? offer.salaryFrom : null,
    salaryTo: offer.showSalary ? offer.salaryTo : null,
    currency: REGION_SETTINGS[offer.region].currency,
    city: offer.hideLocation ? null : offer.city,
    state: offer.hideLocation ? null : offer.state,
    createdAt: offer.createdAt.toISOString(),
    expiredAt: offer.expiredAt?.toISOString() ?? null,
    closedAt: offer.closedAt?.toISOString() ?? null,
    features: {
      highlight: offer.highlightedUntil !== null && offer.highlightedUntil > now,
      extraPhotos: offer.extraPhotos,
    },
    account: {
      id: account.id,
      type: account.type,
      username: account.username,
      displayName: displayName(account),
    },
  };
}

export interface OfferViewer {
  accountId: number | null;
}

export interface SellerStats {
  offers: number;
  reviewsCount: number;
  reviewsAverage: number | null;
  leadReviews: { id: number; rate: number; comment: string | null; createdAt: string }[];
}

/** The full offer as its detail page and edit form read it. */
export function presentOffer(
  row: OfferDetailRow,
  category: { id: number; name: string; path: { id: number; name: string }[] },
  { storage, clock }: OfferPresenterContext,
  viewer: OfferViewer,
  stats?: SellerStats,
) {
  const { offer, account } = row;
  const now = clock();
  const currency = REGION_SETTINGS[offer.region].currency;
  const isOwner = viewer.accountId === offer.accountId;
  const showAddress = !offer.hideLocation || isOwner;
  const exact = showsExactAddress(offer, account.type);
  const point = offer.lat !== null && offer.lon !== null ? { lat: offer.lat, lon: offer.lon } : null;
  const dto: OfferDto & {
    stats?: SellerStats;
    buyable: boolean;
    hideLocation: boolean;
    showExactAddress: boolean;
    proposalFloor?: Money | null;
  } = {
    id: offer.id,
    productId: offer.id,
    type: offer.type,
    offerType: offer.type,
    title: offer.title,
    description: offer.description,
    categoryId: offer.categoryId,
    category,
    status: offer.status,
    images: row.images.map((image) => presentImage(image, storage)),
    attributes: offer.attributes,
    price: offer.priceAmount === null ? null : { amount: offer.priceAmount, currency },
    quantity: offer.quantity,
    piecesAvailable: offer.type === 'product' ? offer.quantity : null,
    priceVariant: offer.priceVariant,
    priceFrom: offer.priceFrom,
    priceTo: offer.priceTo,
    period: offer.period,
    showSalary: offer.showSalary,
    salaryFrom: offer.showSalary || isOwner ? offer.salaryFrom : null,
    salaryTo: offer.showSalary || isOwner ? offer.salaryTo : null,
    delivery: offer.deliveryMethod
      ? { method: offer.deliveryMethod, price: { amount: offer.deliveryPrice ?? 0 } }
      : null,
    hideLocation: offer.hideLocation,
    showExactAddress: exact,
    address: !showAddress
      ? null
      : exact || isOwner
        ? {
            city: offer.city,
            state: offer.state,
            postCode: offer.postCode,
            street: offer.street,
            apartmentNumber: offer.apartmentNumber,
            geoCoordinate: point,
          }
        : // Others get the town and an area: never the street, the flat, the post code (a Polish
          // one may cover a few streets) or the coordinates themselves (docs/decisions/082).
          {
            city: offer.city,
            state: offer.state,
            postCode: null,
            street: null,
            apartmentNumber: null,
            geoCoordinate: point && approximateLocation(point),
          },
    createdAt: offer.createdAt.toISOString(),
    expiredAt: offer.expiredAt?.toISOString() ?? null,
    closedAt: offer.closedAt?.toISOString() ?? null,
    features: {
      highlight: offer.highlightedUntil !== null && offer.highlightedUntil > now,
      extraPhotos: offer.extraPhotos,
    },
    visits: offer.visits,
    account: {
      id: account.id,
      type: account.type,
      firstName: account.firstName,
      companyName: account.companyName,
      username: account.username,
      avatar: account.avatarKey ? storage.publicUrl(`${account.avatarKey}/medium.webp`) : null,
      avatarFallback: fallbackAvatarUrl(account),
      // Others get it masked; the full number is asked for separately, rate limited (decision 035).
      phone: isOwner || account.phone === null ? account.phone : maskPhone(account.phone),
      // Sellers are reached through the phone they publish and the chat; their e-mail stays private.
      email: null,
    },
    region: offer.region,
    buyable:
      offer.status === 'published' && offer.type === 'product' && (offer.quantity ?? 0) > 0 && !isOwner,
  };
  if (stats) dto.stats = stats;
  // Why it waits for review is its owner's alone (decision 135).
  if (isOwner)
    dto.review = presentReview({
      state: offer.reviewState,
      reason: offer.reviewReason,
      rule: offer.reviewRule,
      rejectedReason: offer.reviewRejectedReason,
    });
  // The seller's floor for proposals is theirs alone: the shared page others get never has the
  // key (decision 101).
  if (isOwner && offer.type === 'product')
    dto.proposalFloor = offer.proposalFloor === null ? null : { amount: offer.proposalFloor, currency };
  return dto;
}
