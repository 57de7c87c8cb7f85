import { AdminReasonSchema } from './admin.ts';
import { PageQuerySchema } from './pagination.ts';
import { MESSAGES } from './messages.ts';
import type { OfferStatus } from './offers.ts';
import { z } from './zod.ts';

/**
 * Safe to trade: offers held for review before they are published (decision 135). A held offer
 * keeps the status `draft` (the statuses are a contract); its owner reads why in `review`.
 */
export const OFFER_REVIEW_STATES = ['held', 'rejected'] as const;
export type OfferReviewState = (typeof OFFER_REVIEW_STATES)[number];

/** Why an offer was held: a photo of another account's offer, or a word the edition holds. */
export const OFFER_REVIEW_REASONS = ['photo_matches_another_offer', 'hold_word'] as const;
export type OfferReviewReason = (typeof OFFER_REVIEW_REASONS)[number];

/** What the owner of a held or rejected offer reads (my offers, the edit page); null otherwise. */
export interface OfferReviewDto {
  state: OfferReviewState;
  reason: OfferReviewReason;
  /** The word or phrase that held it (reason `hold_word`). */
  rule?: string;
  /** The administrator's reason, once rejected. */
  rejectedReason?: string;
}

/** A word or phrase that holds an offer naming it (whole words, any case and accents). */
export const HOLD_WORD_MAX = 100;
/** How many words one edition may hold (each publish reads them all). */
export const HOLD_WORDS_PER_REGION_MAX = 500;

export const HoldWordInputSchema = z.object({
  phrase: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(HOLD_WORD_MAX, MESSAGES.tooLong)
    .refine((value) => /[\p{L}\p{N}]/u.test(value), MESSAGES.invalidValue),
});
export type HoldWordInput = z.input<typeof HoldWordInputSchema>;

export interface HoldWordDto {
  id: number;
  phrase: string;
  createdAt: string;
}

/** `GET /api/admin/offer-reviews`: held offers, newest first. */
export const AdminOfferReviewsQuerySchema = PageQuerySchema;
export type AdminOfferReviewsQuery = z.infer<typeof AdminOfferReviewsQuerySchema>;

/** Rejecting a held offer: the reason reaches its owner. */
export const RejectOfferReviewInputSchema = z.object({ reason: AdminReasonSchema });
export type RejectOfferReviewInput = z.input<typeof RejectOfferReviewInputSchema>;

/** A held offer in the console's review queue. */
export interface AdminOfferReviewDto {
  offer: { id: number; title: string; status: OfferStatus; description: string };
  owner: { id: number; username: string };
  reason: OfferReviewReason;
  rule: string | null;
  heldAt: string;
  /** A photo match: the offer's photo beside the other account's. */
  match: {
    photo: string;
    otherPhoto: string;
    otherOffer: { id: number; title: string; owner: { id: number; username: string } };
  } | null;
}
