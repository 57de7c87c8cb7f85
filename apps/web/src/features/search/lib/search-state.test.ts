import { SEARCH_PHRASE_MAX } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import {
  clampPhrase,
  countActiveFilters,
  effectiveSort,
  EMPTY_FILTERS,
  EMPTY_SEARCH,
  parseSearchParams,
  searchHref,
  toSearchParams,
  type SearchState,
} from './search-state.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search state from the URL', () => {
  it('reads the spec parameters phrase, categoryId, local and page', () => {
    expect(parse('phrase=red+bike&categoryId=12&local=1&page=3')).toEqual({
      ...EMPTY_SEARCH,
      phrase: 'red bike',
      categoryId: 12,
      local: true,
      page: 3,
    });
  });

  it('turns a page below 1 or not a number into 1', () => {
    for (const page of ['0', '-4', 'abc', '', '1.5x']) expect(parse(`page=${page}`).page, page).toBe(1);
    expect(parse('').page).toBe(1);
  });

  it('ignores malformed values', () => {
    const state = parse(
      'categoryId=abc&local=yes&sort=cheapest&delivery=drone&accountType=robot&period=daily&priceFrom=x',
    );
    expect(state).toEqual(EMPTY_SEARCH);
    expect(parse('categoryId=0').categoryId).toBeUndefined();
    expect(parse('categoryId=-3').categoryId).toBeUndefined();
  });

  it('reads amounts in major units, accepting commas and spaces', () => {
    const state = parse(
      'priceFrom=12,5&priceTo=1%20000&salaryFrom=20&salaryTo=35.5&period=hourly&servicePriceTo=80',
    );
    expect(state.filters.price).toEqual({ from: 12.5, to: 1000 });
    expect(state.filters.salary).toEqual({ from: 20, to: 35.5 });
    expect(state.filters.salaryPeriod).toBe('hourly');
    expect(state.filters.servicePrice).toEqual({ to: 80 });
  });

  it('reads the sort, the flags and the custom-field filters', () => {
    const state = parse(
      'sort=price_asc&free=1&delivery=pickup&accountType=company&attr.brand=Apple&attr.year.from=2015&attr.year.to=2020&attr.ram.from=x',
    );
    expect(state.sort).toBe('price_asc');
    expect(state.filters).toMatchObject({ free: true, delivery: 'pickup', accountType: 'company' });
    expect(state.filters.attributes).toEqual({ brand: 'Apple', year: { from: 2015, to: 2020 } });
  });
});

describe('clampPhrase', () => {
  it("cuts a phrase longer than the contract's limit, so a long shared link still searches", () => {
    const long = 'x'.repeat(SEARCH_PHRASE_MAX + 40);
    expect(clampPhrase(long)).toBe('x'.repeat(SEARCH_PHRASE_MAX));
    expect(parse(`phrase=${long}`).phrase).toHaveLength(SEARCH_PHRASE_MAX);
  });

  it('keeps a phrase within the limit as it is, trimmed', () => {
    const exact = 'y'.repeat(SEARCH_PHRASE_MAX);
    expect(clampPhrase(`  ${exact}  `)).toBe(exact);
    expect(clampPhrase('  red bike ')).toBe('red bike');
  });

  it('never ends on half a character or on a space', () => {
    const emoji = `${'z'.repeat(SEARCH_PHRASE_MAX - 1)}😀tail`;
    expect(clampPhrase(emoji)).toBe('z'.repeat(SEARCH_PHRASE_MAX - 1));
    const spaced = `${'z'.repeat(SEARCH_PHRASE_MAX - 2)}  more`;
    expect(clampPhrase(spaced)).toBe('z'.repeat(SEARCH_PHRASE_MAX - 2));
  });
});

describe('search state to the URL', () => {
  it('omits an empty phrase, and adds categoryId and local only when set', () => {
    expect(searchHref(EMPTY_SEARCH)).toBe('/search');
    expect(searchHref({ ...EMPTY_SEARCH, phrase: '   ' })).toBe('/search');
    expect(searchHref({ ...EMPTY_SEARCH, phrase: ' bike ' })).toBe('/search?phrase=bike');
    expect(searchHref({ ...EMPTY_SEARCH, categoryId: 7, local: true })).toBe('/search?categoryId=7&local=1');
  });

  it('writes the page only above 1 and turns a page below 1 into 1', () => {
    expect(searchHref({ ...EMPTY_SEARCH, page: 2 })).toBe('/search?page=2');
    expect(searchHref({ ...EMPTY_SEARCH, page: 1 })).toBe('/search');
    expect(searchHref({ ...EMPTY_SEARCH, page: 0 })).toBe('/search');
    expect(searchHref({ ...EMPTY_SEARCH, page: -3 })).toBe('/search');
  });

  it('writes amounts in major units and every filter', () => {
    const state: SearchState = {
      phrase: 'sofa',
      categoryId: 4,
      local: false,
      page: 2,
      sort: 'price_desc',
      filters: {
        ...EMPTY_FILTERS,
        price: { from: 10.5, to: 200 },
        free: true,
        delivery: 'courier',
        accountType: 'person',
        attributes: { color: 'Grey', width: { from: 30 } },
      },
    };
    const params = toSearchParams(state);
    expect(params.toString()).toBe(
      'phrase=sofa&categoryId=4&sort=price_desc&priceFrom=10.5&priceTo=200&free=1&delivery=courier&accountType=person&attr.color=Grey&attr.width.from=30&page=2',
    );
    expect(parseSearchParams(params)).toEqual(state);
  });

  it('round-trips job and service filters', () => {
    const state: SearchState = {
      ...EMPTY_SEARCH,
      filters: {
        ...EMPTY_FILTERS,
        salary: { from: 3000 },
        salaryPeriod: 'monthly',
        servicePrice: { from: 20, to: 60 },
      },
    };
    expect(parseSearchParams(toSearchParams(state))).toEqual(state);
  });
});

describe('effectiveSort', () => {
  it('defaults to relevance with a phrase and newest without', () => {
    expect(effectiveSort({ phrase: 'bike' })).toBe('relevance');
    expect(effectiveSort({ phrase: '' })).toBe('newest');
  });

  it('never sorts by relevance without a phrase', () => {
    expect(effectiveSort({ phrase: ' ', sort: 'relevance' })).toBe('newest');
    expect(effectiveSort({ phrase: '', sort: 'oldest' })).toBe('oldest');
  });
});

describe('countActiveFilters', () => {
  it('counts each set filter once', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(
      countActiveFilters({
        ...EMPTY_FILTERS,
        price: { to: 5 },
        free: true,
        attributes: { brand: 'Apple', year: { from: 2000 }, empty: {} },
      }),
    ).toBe(4);
  });
});
