import { z } from './zod.ts';
import { LIMITS, PAGE_MAX } from './limits.ts';
import { MESSAGES } from './messages.ts';
import { DELIVERY_METHODS, PERIODS, type OfferListItemDto } from './offers.ts';
import { MAX_ID, type Pagination } from './pagination.ts';

/**
 * `POST /api/search/offers?page=N` (spec 000 section 7; decision 015). Clients send snake_case keys; the
 * server converts them, so this schema is written in camelCase. Unknown keys are field errors, never ignored.
 */

/** 'nearby' is the documented default radius for local search. */
export const NEARBY_RADIUS_KM = 25;
export const MAX_RADIUS_KM = 500;
export const SEARCH_PHRASE_MAX = 200;
export const SEARCH_SORT_FIELDS = ['relevance', 'date', 'price'] as const;
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];
export const SEARCH_ACCOUNT_TYPES = ['all', 'person', 'company'] as const;

const amount = z.number().int().min(0).max(LIMITS.amountMax);
const inOrder = (range: { from?: number; to?: number }) =>
  range.from === undefined || range.to === undefined || range.from <= range.to;
const rangeOrder = { message: MESSAGES.rangeOrder, path: ['to'] };
/** An inclusive range in minor units; either bound may be left out. */
const AmountRangeSchema = z
  .strictObject({ from: amount.optional(), to: amount.optional() })
  .refine(inOrder, rangeOrder);
const NumberRangeSchema = z
  .strictObject({ from: z.number().finite().optional(), to: z.number().finite().optional() })
  .refine(inOrder, rangeOrder);

export const SearchFiltersSchema = z.strictObject({
  /** Product and real-estate price. */
  price: AmountRangeSchema.optional(),
  /** Only offers given away (price 0). */
  free: z.boolean().optional(),
  delivery: z.enum(DELIVERY_METHODS).optional(),
  /** 'business' (the spec's word for the filter) is accepted for 'company'. */
  accountType: z
    .enum([...SEARCH_ACCOUNT_TYPES, 'business'])
    .transform((type) => (type === 'business' ? 'company' : type))
    .optional(),
  /**
   * Job salary (only offers that show it), overlapping the range, in the given period (monthly when
   * a bound is given without one).
   */
  salary: z
    .strictObject({ from: amount.optional(), to: amount.optional(), period: z.enum(PERIODS).optional() })
    .refine(inOrder, rangeOrder)
    .optional(),
  /** Service price per hour: hourly services whose price range overlaps this one. */
  servicePrice: AmountRangeSchema.optional(),
  /**
   * Custom attributes of the chosen category by field name: a string for enumeration equality, a range for
   * integer and number fields. Names and values are checked against the category's fields (400 otherwise).
   */
  attributes: z
    .record(z.string().min(1).max(100), z.union([z.string().max(200), NumberRangeSchema]))
    .optional(),
});
export type SearchFilters = z.infer<typeof SearchFiltersSchema>;

export const GeoDistanceSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /** Kilometres, or 'nearby' for NEARBY_RADIUS_KM. */
  distance: z.union([z.literal('nearby'), z.number().positive().max(MAX_RADIUS_KM)]).default('nearby'),
});
export type GeoDistance = z.infer<typeof GeoDistanceSchema>;

export const SearchOffersInputSchema = z.strictObject({
  /** Blank phrases count as no phrase. */
  phrase: z
    .string()
    .max(SEARCH_PHRASE_MAX)
    .transform((phrase) => phrase.trim() || undefined)
    .optional(),
  /** Category id; the search covers its descendants too. */
  category: z.number().int().positive().max(MAX_ID, MESSAGES.invalidValue).optional(),
  /**
   * Default: relevance with a phrase, newest (date desc) without. Relevance is always best first and
   * without a phrase means newest.
   */
  sort: z
    .strictObject({ field: z.enum(SEARCH_SORT_FIELDS), order: z.enum(['asc', 'desc']).default('desc') })
    .optional(),
  filters: SearchFiltersSchema.optional(),
  geoDistance: GeoDistanceSchema.optional(),
  /**
   * The spec's payload may carry the page too; `?page=N` wins when both are given. Below 1 means 1
   * (spec 000, section 9); above PAGE_MAX it is refused like the query's.
   */
  page: z.number().int().max(PAGE_MAX, MESSAGES.invalidValue).optional(),
});
export type SearchOffersInput = z.input<typeof SearchOffersInputSchema>;

/** A search hit: a list item plus the distance in km (0.1) when searching locally, else null. */
export interface SearchOfferItemDto extends OfferListItemDto {
  distanceKm: number | null;
}

/**
 * Offer counts per child category of the searched category (top-level categories without one), each
 * counting its whole subtree, for the current query and filters; children without matches have 0.
 */
export interface CategoryFacetDto {
  id: number;
  name: string;
  count: number;
}

export interface SearchOffersResultDto {
  items: SearchOfferItemDto[];
  pagination: Pagination;
  facets: { categories: CategoryFacetDto[] };
}

/**
 * `GET /api/search/popular`: the edition's 10 most searched phrases of the last 30 days, most searched
 * first (decision 021; a phrase shows once searched 3 times).
 */
export interface PopularSearchesDto {
  items: { phrase: string; searches: number }[];
}

/** The sort of `POST /api/search/users/{id}/offers` (spec 000 section 3, "Sort options"). */
export const SellerOffersSortSchema = z.object({
  field: z.enum(['price', 'date']),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type SellerOffersSort = z.output<typeof SellerOffersSortSchema>;

/** `POST /api/search/users/{id}/offers?page=N`: a seller's published offers, newest first unless sorted. */
export const SellerOffersInputSchema = z.object({ sort: SellerOffersSortSchema.optional() }).nullish();
