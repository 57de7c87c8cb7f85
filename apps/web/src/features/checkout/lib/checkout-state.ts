import { isPlainObject, PAGE_PATHS, type GatewayData } from '@marketplace/contract';

/** The paid extras as the screens name them (spec 001 section 4, "Paid extras flow"). */
export const EXTRA_FEATURE_TYPES = ['highlight', 'extraPhotos', 'extend-time'] as const;
export type ExtraFeatureType = (typeof EXTRA_FEATURE_TYPES)[number];

/** The extra being bought: what it is, for which offer, at what price (minor units). */
export interface ExtraFeature {
  featureType: ExtraFeatureType;
  /** The offer's id. */
  id: number;
  price: number;
  /** The offer's title, shown on the method screen when known. */
  title?: string;
}

/** Router state of /payment/card: the order's payment to confirm. */
export interface OrderPaymentState {
  orderId: number;
  gatewayData: GatewayData;
  amount: number;
  offerIds: number[];
  /** The seller whose basket lines the order holds: where Back leads. */
  sellerId?: number;
}

/** Router state of /payment/success. */
export interface PaymentSuccessState {
  orderId: number;
  offerIds: number[];
}

/** Router state of /payment/method/extras. */
export interface ExtrasMethodState {
  extraFeature: ExtraFeature;
}

/** Router state of /payment/card/extras. */
export interface ExtrasPaymentState extends ExtrasMethodState {
  gatewayData: GatewayData;
  amount: number;
}

/** Where the basket's "Go to payment method" and the card screen's Back lead. */
export const paymentMethodPath = (sellerId: number) => `${PAGE_PATHS.paymentMethod}?seller=${sellerId}`;

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isAmount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isGatewayData(value: unknown): value is GatewayData {
  return (
    isPlainObject(value) &&
    (value.provider === 'sandbox' || value.provider === 'stripe') &&
    typeof value.clientSecret === 'string'
  );
}

function isOfferIds(value: unknown): value is number[] {
  return Array.isArray(value) && value.every(isId);
}

/*
 * Router state survives a reload but not a new tab, and anything may be in it (an old entry of the
 * history): each screen reads it through one of these and redirects when it is not what it needs.
 */

export function readOrderPayment(state: unknown): OrderPaymentState | null {
  if (!isPlainObject(state) || !isId(state.orderId) || !isGatewayData(state.gatewayData)) return null;
  if (!isAmount(state.amount) || !isOfferIds(state.offerIds)) return null;
  return {
    orderId: state.orderId,
    gatewayData: state.gatewayData,
    amount: state.amount,
    offerIds: state.offerIds,
    ...(isId(state.sellerId) ? { sellerId: state.sellerId } : {}),
  };
}

export function readPaymentSuccess(state: unknown): PaymentSuccessState | null {
  if (!isPlainObject(state) || !isId(state.orderId)) return null;
  return { orderId: state.orderId, offerIds: isOfferIds(state.offerIds) ? state.offerIds : [] };
}

export function readExtraFeature(state: unknown): ExtraFeature | null {
  const extra = isPlainObject(state) ? state.extraFeature : undefined;
  if (!isPlainObject(extra) || !isId(extra.id) || !isAmount(extra.price)) return null;
  if (!EXTRA_FEATURE_TYPES.includes(extra.featureType as ExtraFeatureType)) return null;
  return {
    featureType: extra.featureType as ExtraFeatureType,
    id: extra.id,
    price: extra.price,
    ...(typeof extra.title === 'string' ? { title: extra.title } : {}),
  };
}

/** Where each extra's price is in the edition's feature prices. */
export const EXTRA_PRICE_KEYS = {
  highlight: 'priceForHighlight',
  extraPhotos: 'priceForExtraImages',
  'extend-time': 'priceForPeriodExtension',
} as const satisfies Record<ExtraFeatureType, string>;

/**
 * The extra a link names (`/payment/method/extras?offerId=5&feature=extraPhotos`: the offer form's
 * "buy extra photos", which saves a draft first); its price is read from the edition's prices.
 */
export function readExtraLink(params: URLSearchParams): Omit<ExtraFeature, 'price'> | null {
  const id = Number(params.get('offerId'));
  const featureType = params.get('feature');
  if (!isId(id) || !EXTRA_FEATURE_TYPES.includes(featureType as ExtraFeatureType)) return null;
  return { id, featureType: featureType as ExtraFeatureType };
}

export function readExtrasPayment(state: unknown): ExtrasPaymentState | null {
  const extraFeature = readExtraFeature(state);
  if (!extraFeature || !isPlainObject(state) || !isGatewayData(state.gatewayData)) return null;
  return {
    extraFeature,
    gatewayData: state.gatewayData,
    amount: isAmount(state.amount) ? state.amount : extraFeature.price,
  };
}
