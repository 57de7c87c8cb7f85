import { MESSAGES } from './messages.ts';
import type { Region } from './regions.ts';
import { z } from './zod.ts';

/** What a payment pays for: an order, or paid extras (features) of an offer. */
export const PAYMENT_PURPOSES = ['order', 'features'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * pending until the provider says; failed (the last attempt) may still succeed; canceled is final;
 * succeeded is final but for a refund (an order canceled after it was paid), which makes it refunded.
 */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the web needs to confirm a payment with its provider (spec 001: payment.gatewayData). */
export interface GatewayData {
  provider: PaymentProviderName;
  clientSecret: string;
  /** Stripe's publishable key, for Stripe Elements; absent in the sandbox. */
  publishableKey?: string;
}

/** Prices of the paid extras, in minor units of the edition's currency (spec 001 section 3). */
export interface FeaturePrices {
  priceForHighlight: number;
  priceForExtraImages: number;
  priceForPeriodExtension: number;
}

/**
 * The prices the editions started with (migration 0028 seeds them); the console sets them since
 * (decision 092), and `GET /api/offers/feature-prices` answers the current ones.
 */
export const FEATURE_PRICES: Readonly<Record<Region, Readonly<FeaturePrices>>> = Object.freeze({
  us: Object.freeze({ priceForHighlight: 499, priceForExtraImages: 299, priceForPeriodExtension: 399 }),
  pl: Object.freeze({ priceForHighlight: 1999, priceForExtraImages: 1199, priceForPeriodExtension: 1499 }),
});

/** A card typed into the sandbox's form; digits only once spaces and dashes are removed. */
export const SandboxCardSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, MESSAGES.invalidCardNumber)),
  expMonth: z.coerce.number().int().min(1, MESSAGES.invalidValue).max(12, MESSAGES.invalidValue),
  expYear: z.coerce.number().int().min(2000, MESSAGES.invalidValue).max(2100, MESSAGES.invalidValue),
  cvc: z.string().regex(/^\d{3,4}$/, MESSAGES.invalidValue),
});
export type SandboxCard = z.infer<typeof SandboxCardSchema>;

const ProviderIdSchema = z
  .string()
  .trim()
  .min(1, { message: MESSAGES.required, abort: true })
  .max(255, MESSAGES.tooLong);

/** `POST /api/payment-sandbox/confirm`: the client secret with a card, or with a saved payment method. */
export const SandboxConfirmInputSchema = z
  .object({
    clientSecret: ProviderIdSchema,
    card: SandboxCardSchema.optional(),
    paymentMethodId: ProviderIdSchema.optional(),
  })
  .refine((input) => (input.card === undefined) !== (input.paymentMethodId === undefined), {
    message: MESSAGES.cardOrPaymentMethod,
  });
export type SandboxConfirmInput = z.infer<typeof SandboxConfirmInputSchema>;

export const SandboxPaymentMethodInputSchema = z.object({ card: SandboxCardSchema });

/** What the sandbox answers to a confirmation, as Stripe's confirmation does. */
export type SandboxConfirmResult =
  | { status: 'succeeded' }
  | { status: 'requires_payment_method'; error: { code: string; declineCode?: string; message: string } };

export interface SandboxPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

/** `POST /api/cards` (spec 001 section 7). */
export const SaveCardInputSchema = z.object({
  data: z.object({ paymentMethodId: ProviderIdSchema }),
});
export type SaveCardInput = z.infer<typeof SaveCardInputSchema>;

/**
 * `POST /api/cards/setup`: how the add-card dialog makes a payment method. The sandbox's form
 * makes it through `/api/payment-sandbox/payment-methods`; with Stripe, Stripe Elements confirm a
 * SetupIntent of the account's customer with this client secret.
 */
export type CardSetupDto =
  { provider: 'sandbox' } | { provider: 'stripe'; clientSecret: string; publishableKey: string };

/** A saved card (spec 001 section 3): the number masked but for its last 4, and the provider's id. */
export interface SavedCard {
  creditCardNumber: string;
  extraCardData: { paymentMethodId: string; brand: string };
}

/** `GET /api/cards`. */
export interface SavedCards {
  items: SavedCard[];
}

/** A card number as the account settings show it: `**** **** **** 4242`. */
export function maskedCardNumber(last4: string): string {
  return `**** **** **** ${last4}`;
}

/** The highest price of a paid extra the console accepts, in minor units (10,000.00). */
export const FEATURE_PRICE_MAX = 1_000_000;

const featurePriceField = z.coerce
  .number({ error: MESSAGES.notANumber })
  .int(MESSAGES.invalidValue)
  .min(1, MESSAGES.invalidValue)
  .max(FEATURE_PRICE_MAX, MESSAGES.invalidValue);

/** `PUT /api/admin/feature-prices`: the edition's three prices, in minor units. */
export const FeaturePricesInputSchema = z.object({
  priceForHighlight: featurePriceField,
  priceForExtraImages: featurePriceField,
  priceForPeriodExtension: featurePriceField,
});
