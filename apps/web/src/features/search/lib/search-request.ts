import type {
  CustomFormFieldDto,
  OfferType,
  SearchFilters,
  SearchOffersInput,
  SearchSortField,
} from '@marketplace/contract';
import {
  effectiveSort,
  EMPTY_FILTERS,
  type Range,
  type SearchFilterValues,
  type SearchState,
  type SortOption,
} from './search-state.ts';

/** The filter groups of the panel; which ones apply depends on the category's offer type. */
export type FilterGroup = 'price' | 'free' | 'delivery' | 'accountType' | 'salary' | 'servicePrice';

/**
 * The filters shown for a category's offer type (spec 000 "Search"); without a category the general
 * ones (price, free, delivery, account type).
 */
export function filterGroupsFor(offerType: OfferType | undefined): readonly FilterGroup[] {
  switch (offerType) {
    case 'job_offer':
      return ['salary', 'accountType'];
    case 'service':
      return ['servicePrice', 'accountType'];
    case 'real_estate':
      return ['price', 'accountType'];
    case 'product':
    case undefined:
      return ['price', 'free', 'delivery', 'accountType'];
  }
}

/** Keeps only the filters of the given groups (used when the category, and so the offer type, changes). */
export function pruneFilters(
  filters: SearchFilterValues,
  groups: readonly FilterGroup[],
): SearchFilterValues {
  const has = (group: FilterGroup) => groups.includes(group);
  return {
    ...EMPTY_FILTERS,
    ...(has('price') ? { price: filters.price } : {}),
    ...(has('free') ? { free: filters.free } : {}),
    ...(has('delivery') && filters.delivery ? { delivery: filters.delivery } : {}),
    ...(has('accountType') && filters.accountType ? { accountType: filters.accountType } : {}),
    ...(has('salary') ? { salary: filters.salary } : {}),
    ...(has('salary') && filters.salaryPeriod ? { salaryPeriod: filters.salaryPeriod } : {}),
    ...(has('servicePrice') ? { servicePrice: filters.servicePrice } : {}),
  };
}

/** Major units (as typed) to the minor units on the wire: 12.5 -> 1250. */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

const SORTS: Record<SortOption, { field: SearchSortField; order: 'asc' | 'desc' }> = {
  relevance: { field: 'relevance', order: 'desc' },
  newest: { field: 'date', order: 'desc' },
  oldest: { field: 'date', order: 'asc' },
  price_asc: { field: 'price', order: 'asc' },
  price_desc: { field: 'price', order: 'desc' },
};

/** A range in the request's order: the bounds swapped when typed the wrong way round; undefined when empty. */
function orderedRange(
  value: Range,
  convert: (n: number) => number,
): { from?: number; to?: number } | undefined {
  const bounds = [value.from, value.to].map((bound) => (bound === undefined ? undefined : convert(bound)));
  let [from, to] = bounds;
  if (from === undefined && to === undefined) return undefined;
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/** The custom-field filters the category really has: enumeration values it allows, ranges for numbers. */
function attributeFilters(
  attributes: SearchFilterValues['attributes'],
  fields: readonly CustomFormFieldDto[],
): NonNullable<SearchFilters['attributes']> | undefined {
  const result: NonNullable<SearchFilters['attributes']> = {};
  for (const field of fields) {
    const value = attributes[field.name];
    if (value === undefined) continue;
    if (field.type === 'string') {
      if (typeof value === 'string' && field.enum?.includes(value)) result[field.name] = value;
    } else if (typeof value === 'object') {
      const bounds = orderedRange(value, (n) => n);
      if (bounds) result[field.name] = bounds;
    }
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

export interface SearchRequestContext {
  /** The offer type of the chosen category (decides which filters apply). */
  offerType?: OfferType;
  /** The chosen category's custom fields; attribute filters are sent only for these. */
  fields?: readonly CustomFormFieldDto[];
  /** The device's position, when local search was allowed. */
  position?: { lat: number; lon: number };
}

/** The filters of the request (minor units), for the groups that apply; undefined when none is set. */
export function toRequestFilters(
  filters: SearchFilterValues,
  context: SearchRequestContext,
): SearchFilters | undefined {
  const groups = filterGroupsFor(context.offerType);
  const has = (group: FilterGroup) => groups.includes(group);
  const result: SearchFilters = {};
  const free = has('free') && filters.free;
  if (free) result.free = true;
  const price = has('price') && !free ? orderedRange(filters.price, toMinorUnits) : undefined;
  if (price) result.price = price;
  if (has('delivery') && filters.delivery) result.delivery = filters.delivery;
  if (has('accountType') && filters.accountType) result.accountType = filters.accountType;
  const salary = has('salary') ? orderedRange(filters.salary, toMinorUnits) : undefined;
  if (salary) result.salary = { ...salary, period: filters.salaryPeriod ?? 'monthly' };
  const servicePrice = has('servicePrice') ? orderedRange(filters.servicePrice, toMinorUnits) : undefined;
  if (servicePrice) result.servicePrice = servicePrice;
  const attributes = context.fields ? attributeFilters(filters.attributes, context.fields) : undefined;
  if (attributes) result.attributes = attributes;
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * The body of `POST /api/search/offers` for a search state (the page goes in the query string). The
 * phrase is left out when blank; geoDistance is sent only for a local search with a known position.
 */
export function toSearchRequest(state: SearchState, context: SearchRequestContext = {}): SearchOffersInput {
  const request: SearchOffersInput = { sort: SORTS[effectiveSort(state)] };
  const phrase = state.phrase.trim();
  if (phrase) request.phrase = phrase;
  if (state.categoryId !== undefined) request.category = state.categoryId;
  const filters = toRequestFilters(state.filters, context);
  if (filters) request.filters = filters;
  if (state.local && context.position) {
    request.geoDistance = { lat: context.position.lat, lon: context.position.lon, distance: 'nearby' };
  }
  return request;
}

/** Minor units (on the wire) to the major units of the state and the URL: 1250 -> 12.5. */
const toMajor = (range: { from?: number; to?: number } | undefined): Range => ({
  ...(range?.from !== undefined ? { from: range.from / 100 } : {}),
  ...(range?.to !== undefined ? { to: range.to / 100 } : {}),
});

/**
 * The search state of a request body (a saved search, issue 28): the inverse of `toSearchRequest`.
 * A radius around a place becomes a local search, which asks for the device's position again.
 */
export function fromSearchRequest(request: Omit<SearchOffersInput, 'page'>): SearchState {
  const filters = request.filters ?? {};
  const sort = request.sort
    ? (Object.entries(SORTS) as [SortOption, (typeof SORTS)[SortOption]][]).find(
        ([, value]) => value.field === request.sort!.field && value.order === (request.sort!.order ?? 'desc'),
      )?.[0]
    : undefined;
  const attributes: SearchFilterValues['attributes'] = {};
  for (const [name, value] of Object.entries(filters.attributes ?? {})) {
    attributes[name] = typeof value === 'string' ? value : { from: value.from, to: value.to };
  }
  const accountType = filters.accountType === 'business' ? 'company' : filters.accountType;
  return {
    phrase: request.phrase ?? '',
    ...(request.category !== undefined ? { categoryId: request.category } : {}),
    local: request.geoDistance !== undefined,
    page: 1,
    ...(sort ? { sort } : {}),
    filters: {
      ...EMPTY_FILTERS,
      price: toMajor(filters.price),
      free: filters.free ?? false,
      ...(filters.delivery ? { delivery: filters.delivery } : {}),
      ...(accountType && accountType !== 'all' ? { accountType } : {}),
      salary: toMajor(filters.salary),
      ...(filters.salary?.period === 'monthly' || filters.salary?.period === 'hourly'
        ? { salaryPeriod: filters.salary.period }
        : {}),
      servicePrice: toMajor(filters.servicePrice),
      attributes,
    },
  };
}
