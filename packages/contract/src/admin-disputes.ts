import { AdminReasonSchema } from './admin.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import type { OrderStatus } from './orders.ts';
import { PageQuerySchema } from './pagination.ts';
import { z } from './zod.ts';

/*
 * The disputes of the administration console (issue 25, decisions 085 and 086): a buyer's dispute
 * of an order (refund in full or in part, or reject) and a seller's dispute of a review (keep or
 * remove). Each decision is taken once, audited, and told to both parties with its reason.
 */

export const DISPUTE_KINDS = ['order', 'review'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export const DISPUTE_STATES = ['open', 'decided'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];
export const ORDER_DISPUTE_OUTCOMES = ['refunded', 'rejected'] as const;
export type OrderDisputeOutcome = (typeof ORDER_DISPUTE_OUTCOMES)[number];
export const REVIEW_DISPUTE_OUTCOMES = ['kept', 'removed'] as const;
export type ReviewDisputeOutcome = (typeof REVIEW_DISPUTE_OUTCOMES)[number];

/** `GET /api/admin/disputes?kind&state&page`: open ones oldest first, decided ones newest decision first. */
export const AdminDisputesQuerySchema = PageQuerySchema.extend({
  kind: z.enum(DISPUTE_KINDS, { error: MESSAGES.invalidValue }).default('order'),
  state: z.enum(DISPUTE_STATES, { error: MESSAGES.invalidValue }).default('open'),
});
export type AdminDisputesQuery = z.infer<typeof AdminDisputesQuerySchema>;

/** Minor units an administrator refunds: a whole number above zero, at most an order's largest total. */
const refundAmount = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .number({ error: MESSAGES.notANumber })
    .int(MESSAGES.notANumber)
    .min(1, MESSAGES.refundAmountTooLow)
    .max(LIMITS.orderAmountMax, MESSAGES.refundAmountTooHigh)
    .nullish(),
);

/** `POST /api/admin/disputes/orders/{id}/refund`: no amount (or the whole total) refunds in full. */
export const AdminOrderRefundSchema = z.object({ reason: AdminReasonSchema, amount: refundAmount });
export type AdminOrderRefundInput = z.infer<typeof AdminOrderRefundSchema>;

export interface AdminPartyDto {
  id: number;
  username: string;
}

/** One row of the disputes list. */
export interface AdminDisputeListItemDto {
  kind: DisputeKind;
  /** The order's id, or the review's. */
  id: number;
  description: string;
  openedAt: string;
  /** Seconds since it was opened (until it was decided, once decided). */
  ageSeconds: number;
  decidedAt: string | null;
  outcome: OrderDisputeOutcome | ReviewDisputeOutcome | null;
  /** Who disputed: the buyer of an order, the reviewed seller of a review. */
  complainant: AdminPartyDto;
  /** The other side: the seller of an order, the review's author (null once their account is gone). */
  respondent: AdminPartyDto | null;
  amount: number | null;
  currency: string | null;
  rating: number | null;
}

/** What decided a dispute, as the console and the buyer's order show it. */
export interface AdminDisputeDecisionDto {
  outcome: OrderDisputeOutcome | ReviewDisputeOutcome;
  reason: string;
  decidedAt: string;
  decidedBy: AdminPartyDto | null;
}

export interface AdminOrderDisputeDto {
  order: {
    id: number;
    status: OrderStatus;
    amount: number;
    currency: string;
    createdAt: string;
    paidAt: string | null;
    confirmedAt: string | null;
    completedAt: string | null;
    canceledAt: string | null;
    /** When it completes by itself (a confirmed order with no open dispute). */
    completeDueAt: string | null;
    shipmentLink: string | null;
    shippingAddress: {
      street: string | null;
      apartmentNumber: string | null;
      city: string | null;
      state: string | null;
      postCode: string | null;
    } | null;
    products: {
      id: number;
      offerId: number | null;
      title: string;
      unitPrice: number;
      quantity: number;
      deliveryMethod: string;
      deliveryPrice: number;
    }[];
  };
  buyer: AdminPartyDto & { email: string; phone: string | null };
  seller: AdminPartyDto & { email: string; phone: string | null };
  payment: {
    id: number;
    status: string;
    amount: number;
    provider: string;
    providerPaymentId: string | null;
    refunds: { amount: number; refundedAt: string }[];
  } | null;
  dispute: {
    description: string;
    createdAt: string;
    ageSeconds: number;
    /** The automatic completion's time left when it was disputed (a confirmed order), in ms. */
    completionLeftMs: number | null;
    decision: (AdminDisputeDecisionDto & { refundAmount: number | null }) | null;
  };
  /** The direct conversations of the two parties, latest first, each's latest messages oldest first. */
  conversations: {
    id: number;
    subject: string;
    messages: { id: number; authorId: number | null; body: string; createdAt: string }[];
  }[];
}

export interface AdminReviewDisputeDto {
  review: {
    id: number;
    rate: number;
    comment: string;
    createdAt: string;
    removedAt: string | null;
    offer: { id: number; title: string } | null;
    boughtProduct: { id: number; title: string } | null;
  };
  /** The reviewed seller, who disputed it. */
  seller: AdminPartyDto;
  /** The review's author (null once their account is gone). */
  reviewer: AdminPartyDto | null;
  dispute: {
    description: string;
    createdAt: string;
    ageSeconds: number;
    decision: AdminDisputeDecisionDto | null;
  };
}
