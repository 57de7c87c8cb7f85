import {
  DELIVERY_METHODS,
  LIMITS,
  PAGE_MAX,
  SEARCH_PHRASE_MAX,
  type DeliveryMethod,
} from '@marketplace/contract';
import { parseNumberInput } from '#web/shared/lib/number-input.ts';

/**
 * The search page keeps its whole state in the URL (spec 000 section 2; decision 022), so a search can
 * be shared and the back button restores it: `/search?phrase=&categoryId=&local=1&page=` plus the sort
 * and the filters. Amounts are in major units in the URL and in this state; the request converts them.
 */

export const SORT_OPTIONS = ['relevance', 'newest', 'oldest', 'price_asc', 'price_desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SALARY_PERIODS = ['monthly', 'hourly'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** 'all' is the absence of the filter. */
export const ACCOUNT_TYPE_FILTERS = ['person', 'company'] as const;
export type AccountTypeFilter = (typeof ACCOUNT_TYPE_FILTERS)[number];

/** The largest amount a filter takes, in major units (the contract's limit in minor units / 100). */
export const MAX_AMOUNT = LIMITS.amountMax / 100;

export interface Range {
  from?: number;
  to?: number;
}

/** A custom-field filter: the value of an enumeration, or a range for integer and number fields. */
export type AttributeFilter = string | Range;

export interface SearchFilterValues {
  price: Range;
  free: boolean;
  delivery?: DeliveryMethod;
  accountType?: AccountTypeFilter;
  salary: Range;
  salaryPeriod?: SalaryPeriod;
  servicePrice: Range;
  attributes: Record<string, AttributeFilter>;
}

export interface SearchState {
  phrase: string;
  categoryId?: number;
  /** Search near the device's position (its coordinates never enter the URL). */
  local: boolean;
  page: number;
  /** Absent: the default (relevance with a phrase, newest without). */
  sort?: SortOption;
  filters: SearchFilterValues;
}

export const EMPTY_FILTERS: SearchFilterValues = {
  price: {},
  free: false,
  salary: {},
  servicePrice: {},
  attributes: {},
};

export const EMPTY_SEARCH: SearchState = { phrase: '', local: false, page: 1, filters: EMPTY_FILTERS };

const ATTRIBUTE_PREFIX = 'attr.';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

const isFlag = (value: string | null) => value === '1' || value === 'true';

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/**
 * A phrase from the URL as the server takes it: trimmed and cut to the contract's limit, so a longer
 * shared link still searches (with its first SEARCH_PHRASE_MAX characters) instead of failing.
 */
export function clampPhrase(raw: string): string {
  let phrase = raw.trim();
  if (phrase.length <= SEARCH_PHRASE_MAX) return phrase;
  phrase = phrase.slice(0, SEARCH_PHRASE_MAX);
  // Never end on half of a surrogate pair (an emoji cut in two).
  if (/[\uD800-\uDBFF]$/.test(phrase)) phrase = phrase.slice(0, -1);
  return phrase.trimEnd();
}

/** A page number from the URL: anything below 1 or not a whole number becomes 1 (spec 000 section 5). */
export function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1;
}

function amount(value: string | null): number | undefined {
  const number = value === null ? undefined : parseNumberInput(value);
  return number !== undefined && number <= MAX_AMOUNT ? number : undefined;
}

function range(params: URLSearchParams, fromKey: string, toKey: string, parse = amount): Range {
  const result: Range = {};
  const from = parse(params.get(fromKey));
  const to = parse(params.get(toKey));
  if (from !== undefined) result.from = from;
  if (to !== undefined) result.to = to;
  return result;
}

function parseAttributes(params: URLSearchParams): Record<string, AttributeFilter> {
  const attributes: Record<string, AttributeFilter> = {};
  for (const [key, value] of params) {
    if (!key.startsWith(ATTRIBUTE_PREFIX)) continue;
    const rest = key.slice(ATTRIBUTE_PREFIX.length);
    const bound = /^(.+)\.(from|to)$/.exec(rest);
    if (bound) {
      const name = bound[1]!;
      const side = bound[2] === 'from' ? 'from' : 'to';
      const number = parseNumberInput(value);
      if (number === undefined) continue;
      const current = attributes[name];
      const existing = typeof current === 'object' ? current : {};
      attributes[name] = { ...existing, [side]: number };
    } else if (rest !== '' && value.trim() !== '') {
      attributes[rest] = value;
    }
  }
  return attributes;
}

/** The search state a URL's query string describes; anything malformed is left out. */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const state: SearchState = {
    phrase: clampPhrase(params.get('phrase') ?? ''),
    local: isFlag(params.get('local')),
    page: parsePage(params.get('page')),
    filters: {
      price: range(params, 'priceFrom', 'priceTo'),
      free: isFlag(params.get('free')),
      salary: range(params, 'salaryFrom', 'salaryTo'),
      servicePrice: range(params, 'servicePriceFrom', 'servicePriceTo'),
      attributes: parseAttributes(params),
    },
  };
  const categoryId = positiveInt(params.get('categoryId'));
  if (categoryId !== undefined) state.categoryId = categoryId;
  const sort = oneOf(SORT_OPTIONS, params.get('sort'));
  if (sort) state.sort = sort;
  const delivery = oneOf(DELIVERY_METHODS, params.get('delivery'));
  if (delivery) state.filters.delivery = delivery;
  const accountType = oneOf(ACCOUNT_TYPE_FILTERS, params.get('accountType'));
  if (accountType) state.filters.accountType = accountType;
  const period = oneOf(SALARY_PERIODS, params.get('period'));
  if (period) state.filters.salaryPeriod = period;
  return state;
}

function appendRange(params: URLSearchParams, fromKey: string, toKey: string, value: Range): void {
  if (value.from !== undefined) params.set(fromKey, String(value.from));
  if (value.to !== undefined) params.set(toKey, String(value.to));
}

/**
 * The query string of a search: an empty phrase is omitted, categoryId and local only when set
 * (spec 000 section 5), page only above 1, defaults and empty filters never.
 */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const phrase = state.phrase.trim();
  if (phrase) params.set('phrase', phrase);
  if (state.categoryId !== undefined) params.set('categoryId', String(state.categoryId));
  if (state.local) params.set('local', '1');
  if (state.sort) params.set('sort', state.sort);
  const { filters } = state;
  appendRange(params, 'priceFrom', 'priceTo', filters.price);
  if (filters.free) params.set('free', '1');
  if (filters.delivery) params.set('delivery', filters.delivery);
  if (filters.accountType) params.set('accountType', filters.accountType);
  appendRange(params, 'salaryFrom', 'salaryTo', filters.salary);
  if (filters.salaryPeriod) params.set('period', filters.salaryPeriod);
  appendRange(params, 'servicePriceFrom', 'servicePriceTo', filters.servicePrice);
  for (const [name, value] of Object.entries(filters.attributes)) {
    if (typeof value === 'string') {
      if (value !== '') params.set(`${ATTRIBUTE_PREFIX}${name}`, value);
    } else {
      appendRange(params, `${ATTRIBUTE_PREFIX}${name}.from`, `${ATTRIBUTE_PREFIX}${name}.to`, value);
    }
  }
  const page = Math.max(1, Math.trunc(state.page) || 1);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** `/search?…` for a state. */
export function searchHref(state: SearchState): string {
  const query = toSearchParams(state).toString();
  return query ? `/search?${query}` : '/search';
}

/** The sort in force: relevance only with a phrase; by default relevance with one, newest without. */
export function effectiveSort(state: Pick<SearchState, 'phrase' | 'sort'>): SortOption {
  const hasPhrase = state.phrase.trim() !== '';
  if (!state.sort) return hasPhrase ? 'relevance' : 'newest';
  return state.sort === 'relevance' && !hasPhrase ? 'newest' : state.sort;
}

/** How many filters are set (the mobile 'Filters' button shows it). */
export function countActiveFilters(filters: SearchFilterValues): number {
  const rangeSet = (value: Range) => value.from !== undefined || value.to !== undefined;
  return (
    [
      rangeSet(filters.price),
      filters.free,
      filters.delivery !== undefined,
      filters.accountType !== undefined,
      rangeSet(filters.salary),
      rangeSet(filters.servicePrice),
    ].filter(Boolean).length +
    Object.values(filters.attributes).filter((value) =>
      typeof value === 'string' ? value !== '' : rangeSet(value),
    ).length
  );
}
