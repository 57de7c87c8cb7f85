import type { Region } from './regions.ts';
import type { OfferReviewDto } from './admin-review.ts';

export const OFFER_TYPES = ['product', 'service', 'job_offer', 'real_estate'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const OFFER_STATUSES = ['draft', 'published', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const DELIVERY_METHODS = ['courier', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const PRICE_VARIANTS = ['fixed', 'range'] as const;
export type PriceVariant = (typeof PRICE_VARIANTS)[number];

/** The spec shows hourly and monthly and names weekly in interface text. */
export const PERIODS = ['hourly', 'weekly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];

export const ACCOUNT_TYPES = ['person', 'company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface Money {
  /** Integer minor units (cents, grosze). */
  amount: number;
  currency: string;
}

export interface ImageDto {
  id: string;
  name: string;
  small: string;
  medium: string;
  big: string;
}

/** `POST /api/files/images`: the uploaded photo, with the id an offer's `images` names it by. */
export interface UploadedImageDto extends ImageDto {
  fileId: string;
}

/**
 * An offer photo's renditions for `srcset` (at most 320, 800 and 1600 px wide; smaller originals
 * are not enlarged). The web's gallery and the server's preload of the offer page's first photo
 * (docs/decisions/095) use the same list and sizes, or the browser would download it twice.
 */
export const offerPhotoSrcSet = (image: Pick<ImageDto, 'small' | 'medium' | 'big'>) =>
  `${image.small} 320w, ${image.medium} 800w, ${image.big} 1600w`;

/**
 * The offer page's main photo in the layout: the page's width on phones and tablets, the column
 * beside the 22-24rem summary on large screens (apps/web offer-detail-view.tsx).
 */
export const OFFER_MAIN_PHOTO_SIZES =
  '(min-width: 1280px) 840px, (min-width: 1024px) calc(100vw - 25.5rem), calc(100vw - 2rem)';

export interface AddressDto {
  city: string | null;
  state: string | null;
  postCode: string | null;
  street: string | null;
  apartmentNumber: string | null;
  geoCoordinate: { lat: number; lon: number } | null;
}

export interface OfferAccountDto {
  id: number;
  type: AccountType;
  firstName: string | null;
  companyName: string | null;
  username: string;
  avatar: string | null;
  avatarFallback: string;
  /**
   * Masked (`maskPhone`) for everyone but the seller: the full number comes from
   * `GET /api/offers/{id}/phone` when the visitor asks for it (docs/decisions/035).
   */
  phone: string | null;
  email: string | null;
}

/** `GET /api/offers/{id}/phone`: the seller's full number, null when they have none. */
export interface SellerPhoneDto {
  phone: string | null;
}

export interface OfferDto {
  id: number;
  type: OfferType;
  offerType: OfferType;
  title: string;
  description: string;
  categoryId: number;
  category: { id: number; name: string; path: { id: number; name: string }[] };
  status: OfferStatus;
  images: ImageDto[];
  attributes: Record<string, string | number | null>;
  price: Money | null;
  quantity: number | null;
  piecesAvailable: number | null;
  priceVariant: PriceVariant | null;
  priceFrom: number | null;
  priceTo: number | null;
  period: Period | null;
  showSalary: boolean | null;
  salaryFrom: number | null;
  salaryTo: number | null;
  delivery: { method: DeliveryMethod; price: { amount: number } } | null;
  address: AddressDto | null;
  createdAt: string;
  expiredAt: string | null;
  closedAt: string | null;
  features: { highlight: boolean; extraPhotos: boolean };
  visits: number;
  account: OfferAccountDto;
  productId: number;
  region: Region;
  /** Its owner's only: why it waits for review or was rejected (decision 135); null otherwise. */
  review?: OfferReviewDto | null;
}

/** Display name of an account: company name, or first and last name, or username. */
export function displayName(account: {
  type: AccountType;
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  username: string;
}): string {
  if (account.type === 'company' && account.companyName) return account.companyName;
  const full = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return full || account.username;
}

/** An offer in a list (home, search, favourites, my offers). */
export interface OfferListItemDto {
  id: number;
  type: OfferType;
  title: string;
  status: OfferStatus;
  categoryId: number;
  image: ImageDto | null;
  price: Money | null;
  priceVariant: PriceVariant | null;
  priceFrom: number | null;
  priceTo: number | null;
  period: Period | null;
  showSalary: boolean | null;
  salaryFrom: number | null;
  salaryTo: number | null;
  currency: string;
  city: string | null;
  state: string | null;
  createdAt: string;
  expiredAt: string | null;
  closedAt: string | null;
  features: { highlight: boolean; extraPhotos: boolean };
  account: { id: number; type: AccountType; username: string; displayName: string };
  /** In "my offers" only: why it waits for review or was rejected (decision 135); null otherwise. */
  review?: OfferReviewDto | null;
}

/** `GET /api/home`: what the home page shows below the category grid. */
export interface HomeDto {
  newestOffers: OfferListItemDto[];
  popularCategories: { id: number; name: string; offersCount: number }[];
  companies: { id: number; displayName: string; avatar: string | null; offersCount: number }[];
}

export const OFFER_REPORT_REASONS = [
  'fraud',
  'prohibited_item',
  'offensive',
  'spam',
  'wrong_category',
  'other',
] as const;
export type OfferReportReason = (typeof OFFER_REPORT_REASONS)[number];
export const OFFER_REPORT_DESCRIPTION_MAX = 1000;

/** One of the seller's latest reviews, as the offer detail lists them. */
export interface LeadReviewDto {
  id: number;
  rate: number;
  comment: string | null;
  createdAt: string;
}

/** The seller's figures the offer detail adds (spec 000 section 3). */
export interface SellerStatsDto {
  offers: number;
  reviewsCount: number;
  reviewsAverage: number | null;
  leadReviews: LeadReviewDto[];
}

/** `GET /api/offers/{id}`: the offer with its seller's stats and whether the viewer may buy it. */
export interface OfferDetailDto extends OfferDto {
  stats?: SellerStatsDto;
  buyable: boolean;
  hideLocation: boolean;
  /**
   * Whether the address is exact (docs/decisions/082). When it is not, others get the town and
   * state, no street, apartment or post code, and `geoCoordinate` is `approximateLocation` of the
   * place: the centre of an area of `APPROXIMATE_AREA_RADIUS_M`. The owner always gets it all.
   */
  showExactAddress: boolean;
  /**
   * The owner's view of a product only: the lowest price a buyer may propose, null for the default
   * (half the price). Nobody else is sent it, not even as null (decision 101).
   */
  proposalFloor?: Money | null;
}

/** A favourite of `GET /api/favourites`; `offer` is null once the offer is no longer published. */
export interface FavouriteDto {
  favoriteId: number;
  offerId: number;
  offer: OfferListItemDto | null;
}

/** `GET /api/favourites/check?ids[]=`: which of the given offers are favourites, and under which id. */
export interface CheckFavouritesDto {
  checkFavourites: { favoriteId: number; offerId: number }[];
}
