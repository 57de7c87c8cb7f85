import { z } from './zod.ts';
import type { CustomFormFieldDto } from './categories.ts';
import { LIMITS } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { IdSchema, MAX_ID } from './pagination.ts';
import {
  DELIVERY_METHODS,
  OFFER_REPORT_DESCRIPTION_MAX,
  OFFER_REPORT_REASONS,
  OFFER_TYPES,
  PERIODS,
  PRICE_VARIANTS,
  type OfferType,
} from './offers.ts';

/** Numbers may arrive as strings ("12,50" from a form); anything else non-numeric is an error. */
const amount = z.preprocess(
  (value) => {
    if (typeof value === 'string') {
      const normalised = value.replace(/\s/g, '').replace(',', '.');
      return normalised === '' ? null : Number(normalised);
    }
    return value;
  },
  z
    .number({ error: MESSAGES.notANumber })
    .int(MESSAGES.notANumber)
    .min(0)
    .max(LIMITS.amountMax, MESSAGES.amountTooHigh)
    .nullish(),
);

const count = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? null : value),
  z
    .number({ error: MESSAGES.notANumber })
    .int(MESSAGES.notANumber)
    .min(0)
    .max(LIMITS.quantityMax, MESSAGES.quantityTooHigh)
    .nullish(),
);

const text = (max: number) => z.string().max(max, MESSAGES.tooLong).nullish();

/** An image reference: a file id, or `{ fileId }` (the spec's client sends the latter). */
const ImageRefSchema = z.union([
  z.uuid(MESSAGES.required),
  z.object({ fileId: z.uuid(MESSAGES.required) }).transform((image) => image.fileId),
]);

export const OfferAddressInputSchema = z.object({
  street: text(200),
  apartmentNumber: text(20),
  city: text(100),
  state: text(60),
  postCode: text(12),
  geoCoordinate: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).nullish(),
});

/**
 * Custom-field values by field name. The server stores every name it is sent, not only the
 * category's fields, so their number and lengths are bounded here (docs/decisions/038): too many
 * names is an error on `attributes`, a too long name or text an error on `attributes.<name>`.
 */
export const OfferAttributesInputSchema = z
  .record(
    z.string().max(LIMITS.offerAttributeNameMax),
    z.union([z.string().max(LIMITS.offerAttributeValueMax, MESSAGES.tooLong), z.number(), z.null()]),
    { error: (issue) => (issue.code === 'invalid_key' ? MESSAGES.tooLong : undefined) },
  )
  .refine((attributes) => Object.keys(attributes).length <= LIMITS.offerAttributesMax, {
    error: MESSAGES.tooManyAttributes,
  });

/**
 * `POST /api/offers` and `POST /api/offers/{id}`. Only the shape is checked here; what a published
 * offer must have is `publishProblems` below, applied when the status is published.
 */
export const OfferWriteInputSchema = z
  .object({
    type: z.enum(OFFER_TYPES).optional(),
    status: z.enum(['draft', 'published'], { error: MESSAGES.invalidValue }),
    category: z.preprocess(
      (value) => (typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value),
      z.coerce
        .number({ error: MESSAGES.required })
        .int()
        .positive(MESSAGES.required)
        .max(MAX_ID, MESSAGES.invalidValue),
    ),
    title: text(LIMITS.offerTitleMax),
    description: text(LIMITS.offerDescriptionMax),
    attributes: OfferAttributesInputSchema.default({}),
    images: z.array(ImageRefSchema).max(LIMITS.offerPhotosWithExtra, MESSAGES.tooManyFiles).default([]),
    price: z.object({ amount }).nullish(),
    /**
     * A product's lowest price a buyer may propose (decision 101): `{ amount }` like the price, or
     * the amount alone; null or empty clears it (half the price again), absent keeps it on an edit.
     * At least 1 and below the price: `proposalFloorProblem`, checked with the offer's type.
     */
    proposalFloor: z
      .preprocess(
        (value) =>
          typeof value === 'object' && value !== null ? (value as { amount?: unknown }).amount : value,
        amount,
      )
      .optional(),
    quantity: count,
    priceVariant: z.enum(PRICE_VARIANTS).nullish(),
    priceFrom: amount,
    priceTo: amount,
    period: z.enum(PERIODS).nullish(),
    showSalary: z.boolean().nullish(),
    salaryFrom: amount,
    salaryTo: amount,
    delivery: z
      .object({ method: z.enum(DELIVERY_METHODS).nullish(), price: z.object({ amount }).nullish() })
      .nullish(),
    hideLocation: z.boolean().default(false),
    /**
     * Others see the street and the exact pin (docs/decisions/082). Absent: kept on an edit, the
     * default for the seller and the type (`defaultShowExactAddress`) on a new offer.
     */
    showExactAddress: z.boolean().nullish(),
    address: OfferAddressInputSchema.nullish(),
    /**
     * The spec's sections (section 7): the one matching the type fills the fields above; the
     * product section's priceFrom becomes `price.amount` when no price is sent.
     */
    job: z.object({ salaryFrom: amount, salaryTo: amount }).nullish(),
    service: z.object({ priceFrom: amount, priceTo: amount, period: z.enum(PERIODS).nullish() }).nullish(),
    product: z.object({ priceFrom: amount, priceTo: amount, free: z.boolean().nullish() }).nullish(),
  })
  .transform((input) => {
    const fromSections = {
      ...(input.job
        ? {
            salaryFrom: input.job.salaryFrom ?? input.salaryFrom,
            salaryTo: input.job.salaryTo ?? input.salaryTo,
          }
        : {}),
      ...(input.service
        ? {
            priceFrom: input.service.priceFrom ?? input.priceFrom,
            priceTo: input.service.priceTo ?? input.priceTo,
            period: input.service.period ?? input.period,
          }
        : {}),
      // The product section carries the price as priceFrom (a product has one price); free
      // means 0. An explicit `price` still wins over priceFrom, but not over free.
      ...(input.product?.free
        ? { price: { amount: 0 } }
        : input.product && input.price?.amount == null && input.product.priceFrom != null
          ? { price: { amount: input.product.priceFrom } }
          : {}),
    };
    const { job: _job, service: _service, product: _product, ...rest } = input;
    return { ...rest, ...fromSections };
  })
  // The offer's worth, as a seller's stats sum it (decision 069).
  .refine((offer) => offerValue(offer.price?.amount, offer.quantity) <= LIMITS.offerValueMax, {
    path: ['quantity'],
    error: MESSAGES.offerValueTooHigh,
  });
export type OfferWriteInput = z.infer<typeof OfferWriteInputSchema>;

/**
 * What is wrong with a product's proposal floor (decision 101), or null: it must be a price of at
 * least one minor unit below the asking price. Read by the server's write and the offer form.
 */
export function proposalFloorProblem(
  floor: number | null | undefined,
  price: number | null | undefined,
): string | null {
  if (floor == null) return null;
  if (floor < 1) return MESSAGES.invalidValue;
  if (price == null || floor >= price) return MESSAGES.proposalFloorNotBelowPrice;
  return null;
}

/** What an offer's pieces are worth together, in minor units: its price times its pieces (at least one). */
export function offerValue(price: number | null | undefined, quantity: number | null | undefined): number {
  return (price ?? 0) * Math.max(quantity ?? 1, 1);
}

/** The values a completeness check reads: the stored offer or the incoming write. */
export interface OfferCompleteness {
  type: OfferType;
  title: string | null | undefined;
  description: string | null | undefined;
  attributes: Record<string, string | number | null>;
  imageCount: number;
  extraPhotos: boolean;
  priceAmount: number | null | undefined;
  quantity: number | null | undefined;
  priceVariant: string | null | undefined;
  priceFrom: number | null | undefined;
  priceTo: number | null | undefined;
  period: string | null | undefined;
  showSalary: boolean | null | undefined;
  salaryFrom: number | null | undefined;
  salaryTo: number | null | undefined;
  deliveryMethod: string | null | undefined;
  deliveryPrice: number | null | undefined;
  hideLocation: boolean;
  street: string | null | undefined;
  city: string | null | undefined;
  state: string | null | undefined;
  postCode: string | null | undefined;
  lat: number | null | undefined;
}

/** Field errors (dotted path -> message) that keep an offer from being published (spec 000 section 5). */
export function publishProblems(
  offer: OfferCompleteness,
  fields: readonly CustomFormFieldDto[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  const require = (path: string, value: unknown) => {
    if (value === null || value === undefined || value === '') problems[path] = MESSAGES.required;
  };
  require('title', offer.title?.trim());
  require('description', offer.description?.trim());

  for (const field of fields) {
    const value = offer.attributes[field.name];
    const path = `attributes.${field.name}`;
    if (field.required) require(path, value);
    if (value === null || value === undefined || value === '') continue;
    if (field.enum && !field.enum.includes(String(value))) problems[path] = MESSAGES.invalidValue;
    if (
      (field.type === 'integer' && !Number.isInteger(Number(value))) ||
      (field.type === 'number' && !Number.isFinite(Number(value)))
    ) {
      problems[path] = MESSAGES.notANumber;
    }
  }

  const maxPhotos = offer.extraPhotos ? LIMITS.offerPhotosWithExtra : LIMITS.offerPhotos;
  if (offer.imageCount > maxPhotos) problems.images = MESSAGES.tooManyFiles;

  switch (offer.type) {
    case 'product':
      require('price.amount', offer.priceAmount);
      require('delivery.method', offer.deliveryMethod);
      if (offer.deliveryMethod === 'courier') require('delivery.price.amount', offer.deliveryPrice);
      if (!offer.quantity || offer.quantity <= 0)
        problems.quantity = offer.quantity === 0 ? MESSAGES.quantityPositive : MESSAGES.required;
      break;
    case 'real_estate':
      require('price.amount', offer.priceAmount);
      if (!offer.quantity || offer.quantity <= 0) problems.quantity = MESSAGES.required;
      break;
    case 'service':
      require('period', offer.period);
      require('priceFrom', offer.priceFrom);
      if (offer.priceVariant === 'range') require('priceTo', offer.priceTo);
      break;
    case 'job_offer':
      if (offer.showSalary === null || offer.showSalary === undefined)
        problems.showSalary = MESSAGES.required;
      if (offer.showSalary) {
        require('salaryFrom', offer.salaryFrom);
        require('period', offer.period);
        if (offer.priceVariant === 'range') require('salaryTo', offer.salaryTo);
      }
      break;
  }
  for (const [from, to, path] of [
    [offer.priceFrom, offer.priceTo, 'priceTo'],
    [offer.salaryFrom, offer.salaryTo, 'salaryTo'],
  ] as const) {
    if (from != null && to != null && to < from) problems[path] = MESSAGES.rangeOrder;
  }

  if (!offer.hideLocation) {
    for (const field of ['street', 'city', 'state', 'postCode'] as const)
      require(`address.${field}`, offer[field]);
    if (offer.lat === null || offer.lat === undefined)
      problems['address.geoCoordinate'] ??= MESSAGES.addressNotFound;
  }
  return problems;
}

/**
 * `POST /api/stats/store-offers-visits` (spec 000 section 7): `{ data: [{ offerId, visits: 1 }] }`,
 * at most `LIMITS.offerVisitsPerCall` offers a call; each counts once per visitor and day.
 */
export const StoreOfferVisitsInputSchema = z.object({
  data: z
    .array(
      z.object({
        offerId: IdSchema,
        visits: z.number().int().min(1).max(1).optional(),
      }),
    )
    .max(LIMITS.offerVisitsPerCall),
});
export type StoreOfferVisitsInput = z.infer<typeof StoreOfferVisitsInputSchema>;

/** `POST /api/offers/{id}/report`: a takedown report for the administration. */
export const ReportOfferInputSchema = z.object({
  reason: z.enum(OFFER_REPORT_REASONS),
  description: z.string().trim().max(OFFER_REPORT_DESCRIPTION_MAX, MESSAGES.tooLong).default(''),
});
export type ReportOfferInput = z.input<typeof ReportOfferInputSchema>;
