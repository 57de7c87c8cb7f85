import { MESSAGES } from './messages.ts';
import { DisputeInputSchema } from './orders.ts';
import type { Paginated } from './pagination.ts';
import { z } from './zod.ts';

/** Spec 001 sections 5 and 9: a rate of 1 to 5, a comment of at most 300 characters. */
export const REVIEW_RATE_MIN = 1;
export const REVIEW_RATE_MAX = 5;
export const REVIEW_COMMENT_MAX = 300;
/** Reviews per page of a reviews list (the web shows 30 skeletons while one loads). */
export const REVIEWS_PAGE_SIZE = 30;

/** `POST /api/reviews/account|offer/{id}` and `/order-product/{orderProductId}`. */
export const ReviewInputSchema = z.object({
  rate: z.coerce
    .number({ error: MESSAGES.pickTheRate })
    .int(MESSAGES.pickTheRate)
    .min(REVIEW_RATE_MIN, MESSAGES.pickTheRate)
    .max(REVIEW_RATE_MAX, MESSAGES.pickTheRate),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, MESSAGES.tooLong).nullish().default(''),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

/** Which page of reviews: a seller's, an offer's, or the caller's own (`/reviews/me`). */
export const REVIEW_PAGE_TYPES = ['seller', 'offer', 'me'] as const;
export type ReviewPageType = (typeof REVIEW_PAGE_TYPES)[number];

export interface ReviewDto {
  id: number;
  rate: number;
  comment: string;
  createdAt: string;
  /** `name` is null for a deactivated or deleted reviewer: the web shows accountDeactivated. */
  reviewer: { id: number | null; name: string | null; avatarUrl: string | null };
  /** The bought product (the order product) for a review of a purchase, else null. */
  boughtProduct: { id: number; offerId: number | null; title: string } | null;
  /** The offer reviewed (or bought), else null. */
  offer: { id: number; title: string } | null;
  /** Set once the reviewed seller disputed the review. */
  dispute: { description: string; createdAt: string } | null;
}

export interface ReviewStatsDto {
  /** Mean rate, null without reviews (the web shows it to one decimal, or a dash). */
  average: number | null;
  count: number;
  /** How many reviews gave each rate: keys '1' to '5'. */
  countPerRate: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** Spec 001 section 3 "Reviews response". */
export interface ReviewsPageDto {
  reviews: Paginated<ReviewDto>;
  stats: ReviewStatsDto;
  /** The seller concerned (account and my-reviews pages). */
  seller: { id: number; name: string; avatarUrl: string | null } | null;
  /** The offer concerned (offer page). */
  offer: { id: number; title: string; sellerId: number } | null;
}

/** A review's dispute: the same rule as an order's (spec 001 section 5: required, at most 300). */
export const ReviewDisputeInputSchema = DisputeInputSchema;
export type ReviewDisputeInput = z.input<typeof ReviewDisputeInputSchema>;
