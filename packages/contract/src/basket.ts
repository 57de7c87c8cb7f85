import type { DeliveryMethod, OfferListItemDto } from './offers.ts';
import { LIMITS } from './limits.ts';
import type { AgreedPriceDto } from './price-proposals.ts';
import { MESSAGES } from './messages.ts';
import { IdSchema } from './pagination.ts';
import { z } from './zod.ts';

/** Lines one basket may hold (and one merge may send): far above a real purchase, so a bound. */
export const BASKET_LINES_MAX = 50;

/** A basket line as the device keeps it and sends it (spec 001 section 3: offer id and quantity). */
export const BasketLineInputSchema = z.object({
  offerId: IdSchema,
  /** Defaults to 1 (spec 001 section 5); the server caps nothing silently: above the stock is an error. */
  quantity: z.coerce.number().int().min(1).max(LIMITS.quantityMax, MESSAGES.quantityTooHigh).default(1),
});
/** What a client sends: the quantity may be left out. */
export type BasketLineInput = { offerId: number; quantity?: number };

/** `POST /api/basket/merge`: the device's basket, joined to the account's when the user signs in. */
export const BasketMergeInputSchema = z.object({
  items: z.array(BasketLineInputSchema).max(BASKET_LINES_MAX),
});

/** A product in a basket, with what the basket page needs beside the list item. */
export interface BasketOfferDto extends OfferListItemDto {
  /** Pieces the seller still has: the most a line may ask for. */
  piecesAvailable: number;
  delivery: { method: DeliveryMethod; price: { amount: number } } | null;
}

export interface BasketLineDto {
  offer: BasketOfferDto;
  quantity: number;
  /** The price the buyer agreed with the seller for one piece, while it holds (issue 28). */
  agreedPrice: AgreedPriceDto | null;
}

/**
 * The signed-in user's basket with the offers' current data, oldest line first. Lines whose offer
 * can no longer be bought (closed, expired, sold out, gone) are dropped from the stored basket and
 * named in `removedOfferIds`, with the spec's message (spec 001 section 8).
 */
export interface BasketDto {
  items: BasketLineDto[];
  removedOfferIds: number[];
  message: string | null;
}

/**
 * A line's total in minor units: the price times the quantity, plus the delivery price once; pickup
 * costs no delivery fee (spec 001 section 9). The basket page and the order's amount both use it.
 */
export function lineTotal(
  unitPrice: number,
  quantity: number,
  delivery: { method: DeliveryMethod; price: { amount: number } } | null,
): number {
  const deliveryPrice = delivery?.method === 'courier' ? delivery.price.amount : 0;
  return unitPrice * quantity + deliveryPrice;
}

/**
 * A basket line's unit price in minor units: the price agreed with the seller while it holds (for
 * one piece, issue 28), unless the asking price has since gone lower; else the asking price. The
 * order's line takes the same (the server decides it again when the order is placed).
 */
export function basketUnitPrice({ offer, quantity, agreedPrice }: BasketLineDto): number {
  const asking = offer.price?.amount ?? 0;
  return agreedPrice && quantity === 1 ? Math.min(agreedPrice.amount, asking) : asking;
}
