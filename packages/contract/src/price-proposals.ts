import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { IdQuerySchema, IdSchema } from './pagination.ts';
import { z } from './zod.ts';

/**
 * Making an offer on a price (issue 28, decisions 100-103): a buyer proposes a price for another
 * seller's product, the seller accepts, declines or counters, the buyer answers a counter, and an
 * accepted price holds for that buyer alone for a day.
 */
export const PRICE_PROPOSAL_STATUSES = [
  'open',
  'accepted',
  'declined',
  'countered',
  'expired',
  'consumed',
  // Its offer stopped being buyable (closed, expired, sold out, suspended, its owner gone): decision 115.
  'ended',
] as const;
export type PriceProposalStatus = (typeof PRICE_PROPOSAL_STATUSES)[number];

/** Open proposals one buyer may have on one offer at a time (their own, not the seller's counters). */
export const PRICE_PROPOSALS_OPEN_MAX = 3;
/**
 * Proposals one buyer may make on one offer in `PRICE_PROPOSALS_WINDOW_MS`, whatever became of
 * them: a refusal below the floor counts too, so the floor cannot be walked for free (decision 114).
 */
export const PRICE_PROPOSALS_PER_WINDOW_MAX = 5;
/** The rolling window `PRICE_PROPOSALS_PER_WINDOW_MAX` counts in. */
export const PRICE_PROPOSALS_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How long an accepted price holds for the buyer. */
export const AGREED_PRICE_HOLD_MS = 24 * 60 * 60 * 1000;
/** How long a proposal waits for an answer before it expires. */
export const PRICE_PROPOSAL_OPEN_MS = 48 * 60 * 60 * 1000;
/** Proposals `GET /api/price-proposals?conversation_id=` answers at most (newest first). */
export const PRICE_PROPOSALS_LIST_MAX = 100;

/**
 * The lowest price a seller takes (decision 101): the floor they set on the product when it is
 * still below the asking price, otherwise half the asking price, rounded up to a minor unit.
 */
export const priceProposalFloor = (askingPrice: number, sellerFloor?: number | null): number =>
  sellerFloor != null && sellerFloor >= 1 && sellerFloor < askingPrice
    ? sellerFloor
    : Math.ceil(askingPrice / 2);

/** An amount in minor units of the edition's currency: a positive integer, bounded like an order. */
const ProposalAmountSchema = z
  .number({ error: MESSAGES.notANumber })
  .int(MESSAGES.notANumber)
  .min(1, MESSAGES.invalidValue)
  .max(LIMITS.orderAmountMax, MESSAGES.orderTooLarge);

/** `POST /api/price-proposals`: the buyer's proposal on an offer. */
export const MakePriceProposalInputSchema = z.object({
  offerId: IdSchema,
  amount: ProposalAmountSchema,
});
export type MakePriceProposalInput = z.input<typeof MakePriceProposalInputSchema>;

/** `POST /api/price-proposals/{id}/counter`: the seller's counter to a buyer's proposal. */
export const CounterPriceProposalInputSchema = z.object({ amount: ProposalAmountSchema });
export type CounterPriceProposalInput = z.input<typeof CounterPriceProposalInputSchema>;

/** `GET /api/price-proposals?conversation_id=`. */
export const PriceProposalsQuerySchema = z.object({ conversationId: IdQuerySchema });

export interface PriceProposalDto {
  id: number;
  offerId: number;
  conversationId: number;
  /** Who proposed this price: the buyer, or the seller countering. */
  proposedBy: 'buyer' | 'seller';
  amount: number;
  /** The offer's price when the proposal was made. */
  askingPrice: number;
  currency: string;
  status: PriceProposalStatus;
  /** The proposal this one counters. */
  counterOf: number | null;
  /** An open proposal: until when it waits; an accepted one: until when its price holds. */
  expiresAt: string;
  createdAt: string;
  decidedAt: string | null;
  /** The caller's side: the buyer (who may buy at an accepted price) or the seller. */
  viewerRole: 'buyer' | 'seller';
  /** What the caller may do with it now. */
  canAccept: boolean;
  canDecline: boolean;
  canCounter: boolean;
}

export interface PriceProposalsDto {
  items: PriceProposalDto[];
}

/** A basket line's price agreed with the seller (for one piece), and until when it holds. */
export interface AgreedPriceDto {
  proposalId: number;
  amount: number;
  expiresAt: string;
}
