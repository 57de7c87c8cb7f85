import { addressSchema, type UserAddressDto } from './accounts.ts';
import type { ImageDto } from './offers.ts';
import { IdSchema, type Paginated } from './pagination.ts';
import type { GatewayData } from './payments.ts';
import type { Region } from './regions.ts';
import { z } from './zod.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

/**
 * An order's statuses (spec 001 section 4): not_paid until the card is confirmed (failed after a
 * decline, which the buyer may retry), paid, confirmed by the seller (in shipment), completed by
 * the buyer (or automatically), canceled.
 */
export const ORDER_STATUSES = ['not_paid', 'paid', 'confirmed', 'completed', 'canceled', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders per page of the purchases and sold lists. */
export const ORDERS_PAGE_SIZE = 10;
/** An order left unpaid this long is canceled and its stock returned (issue 15). */
export const ORDER_PAYMENT_WINDOW_MS = 15 * 60 * 1000;
/** A confirmed order neither completed nor disputed is completed this long after confirmation. */
export const ORDER_AUTO_COMPLETE_MS = 14 * 24 * 60 * 60 * 1000;
/** The buyer is reminded this long before the automatic completion. */
export const ORDER_COMPLETION_REMINDER_MS = 2 * 24 * 60 * 60 * 1000;
/** Dispute descriptions (orders and reviews): spec 001 section 5. */
export const DISPUTE_DESCRIPTION_MAX = 300;
export const SHIPMENT_LINK_MAX = 500;
/** The longest `Idempotency-Key` header accepted. */
export const IDEMPOTENCY_KEY_MAX = 255;

/** One line of `basket.products[]` in `POST /api/orders`. */
export const OrderLineInputSchema = z.object({
  product: IdSchema,
  quantity: z.coerce
    .number()
    .int()
    .min(1, MESSAGES.quantityPositive)
    .max(LIMITS.quantityMax, MESSAGES.quantityTooHigh)
    .default(1),
});

/**
 * `POST /api/orders` (spec 001 sections 5 and 7): the products of one seller and the shipping
 * address, null when every line is picked up. The address is checked by the server against the
 * offers' delivery (required when any line is sent by courier).
 */
export function createOrderInputSchema(region: Region) {
  return z.object({
    shippingAddress: addressSchema(region).nullable().default(null),
    basket: z.object({
      products: z.array(OrderLineInputSchema).min(1, MESSAGES.required).max(50),
    }),
  });
}
export type CreateOrderInput = z.infer<ReturnType<typeof createOrderInputSchema>>;

/** What `POST /api/orders` answers: the order's id and its payment (null for a free order). */
export interface CreateOrderResult {
  order: { orderId: number; status: OrderStatus; amount: number; free: boolean };
  payment: { gatewayData: GatewayData } | null;
}

/**
 * An absolute http(s) address: a host name of labels (letters of any script, digits, inner dashes)
 * with a dot, an optional port, then a path, query or fragment without white space. No user name
 * or password can precede the host (`https://courier.example@evil.example` does not match).
 */
const WEB_LINK =
  /^https?:\/\/(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.?(?::\d{1,5})?(?:[/?#][^\s\p{Cc}]*)?$/iu;

/**
 * Whether `value` is a web address a buyer may safely open (the shipment link): see WEB_LINK, at
 * most SHIPMENT_LINK_MAX long. Anything else (`javascript:`, `data:`, plain text) is never a link.
 */
export function isSafeWebLink(value: string): boolean {
  return value.length <= SHIPMENT_LINK_MAX && WEB_LINK.test(value);
}

/**
 * `POST /api/orders/{id}/shipment-link` (spec 001 sections 4 and 8): a web address ('Invalid
 * link.' otherwise, spec 000 section 5), or empty (or null), which clears it.
 */
export const ShipmentLinkInputSchema = z.object({
  shipmentLink: z
    .string()
    .trim()
    .max(SHIPMENT_LINK_MAX, MESSAGES.tooLong)
    .refine((link) => link === '' || isSafeWebLink(link), MESSAGES.invalidLink)
    .nullable()
    .default(''),
});
export type ShipmentLinkInput = z.input<typeof ShipmentLinkInputSchema>;

export const DisputeInputSchema = z.object({
  description: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(DISPUTE_DESCRIPTION_MAX, MESSAGES.tooLong),
});
export type DisputeInput = z.input<typeof DisputeInputSchema>;

/** A product of an order, at the price it was bought for. */
export interface OrderProductDto {
  /** The order product's id (what `POST /api/reviews/order-product/{id}` reviews). */
  id: number;
  /** The offer's id (its page is /offer/{productId}); null once the offer is deleted. */
  productId: number | null;
  title: string;
  image: ImageDto | null;
  /** Unit price in minor units. */
  price: number;
  /** Whether `price` is a price agreed with the seller (issue 28) rather than the asking one. */
  agreedPrice: boolean;
  quantity: number;
  /** The delivery price charged for this line (0 for pickup). */
  deliveryPrice: number;
  deliveryMethod: 'courier' | 'pickup';
  /** Whether the buyer has reviewed this product (once only). */
  reviewed: boolean;
}

/** Spec 001 section 3 "Order", for the buyer (bought) and the seller (sold). */
export interface OrderDto {
  orderId: number;
  status: OrderStatus;
  products: OrderProductDto[];
  seller: { id: number; username: string; email: string; phone: string | null };
  buyer: { id: number; username: string; phone: string | null };
  /** Null when every product is picked up at the seller's. */
  shippingAddress: UserAddressDto | null;
  shipmentLink: string | null;
  boughtAt: string;
  /**
   * Until when the order waits: the payment deadline while not paid or failed, the automatic
   * completion while confirmed; null otherwise.
   */
  validUntil: string | null;
  /** Total in minor units of `currency`. */
  amount: number;
  currency: string;
  /**
   * The platform's commission on the products (decision 126), minor units: the seller receives
   * `amount - commission` (delivery whole), less any refund.
   */
  commission: number;
  /**
   * Minor units given back to the buyer once the provider took the refund: all of `amount` for a
   * canceled paid order or a full refund of a dispute, less for a partial one (decision 120); null
   * while nothing was refunded (or the refund is still on its way to the provider).
   */
  refundedAmount: number | null;
  /** When that refund went through (the last one: an order has at most one, decision 085); null with it. */
  refundedAt: string | null;
  dispute: {
    description: string;
    createdAt: string;
    /** The administration's decision (issue 25, decision 085); null while it is open. */
    decision?: {
      outcome: 'refunded' | 'rejected';
      reason: string;
      /** Minor units given back (the whole amount for a full refund); null when rejected. */
      refundAmount: number | null;
      decidedAt: string;
    } | null;
  } | null;
}

export type OrdersPage = Paginated<OrderDto>;

/** The paid extras (spec 001 section 5: one flag among highlight, extra_photos, offer_period_extension). */
export const OFFER_FEATURES = ['highlight', 'extra_photos', 'offer_period_extension'] as const;
export type OfferFeature = (typeof OFFER_FEATURES)[number];
/** A highlighted offer stays promoted this long. */
export const HIGHLIGHT_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;
/** What the validity extension adds to expiredAt. */
export const OFFER_PERIOD_EXTENSION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * `POST /api/offers/{id}/buy-features`: `{ features: { highlight: true } }`, exactly one flag set
 * (spec 001 section 5: "offerId plus one flag among highlight, extra_photos, offer_period_extension").
 */
export const BuyFeaturesInputSchema = z.object({
  features: z
    .object({
      highlight: z.boolean().optional(),
      extraPhotos: z.boolean().optional(),
      offerPeriodExtension: z.boolean().optional(),
    })
    .refine((flags) => Object.values(flags).filter(Boolean).length === 1, MESSAGES.oneFeature),
});
export type BuyFeaturesInput = z.input<typeof BuyFeaturesInputSchema>;

/** The one feature a request's flags name (snake_case, as the spec names them). */
export function requestedFeature(input: z.infer<typeof BuyFeaturesInputSchema>): OfferFeature {
  if (input.features.highlight) return 'highlight';
  if (input.features.extraPhotos) return 'extra_photos';
  return 'offer_period_extension';
}

/** What `POST /api/offers/{id}/buy-features` answers: the payment to confirm. */
export interface BuyFeaturesResult {
  offerId: number;
  feature: OfferFeature;
  amount: number;
  payment: { gatewayData: GatewayData };
}
