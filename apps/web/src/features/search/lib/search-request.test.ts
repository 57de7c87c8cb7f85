import type { CustomFormFieldDto } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import {
  filterGroupsFor,
  fromSearchRequest,
  pruneFilters,
  toMinorUnits,
  toSearchRequest,
} from './search-request.ts';
import { EMPTY_FILTERS, EMPTY_SEARCH, type SearchState } from './search-state.ts';

const field = (name: string, type: CustomFormFieldDto['type'], options?: string[]): CustomFormFieldDto => ({
  name,
  title: name,
  type,
  required: false,
  ...(options ? { enum: options } : {}),
});

describe('toSearchRequest', () => {
  it('leaves out a blank phrase and sorts newest first without one', () => {
    expect(toSearchRequest({ ...EMPTY_SEARCH, phrase: '  ' })).toEqual({
      sort: { field: 'date', order: 'desc' },
    });
  });

  it('sends the phrase, the category and relevance by default', () => {
    expect(toSearchRequest({ ...EMPTY_SEARCH, phrase: ' bike ', categoryId: 3 })).toEqual({
      phrase: 'bike',
      category: 3,
      sort: { field: 'relevance', order: 'desc' },
    });
  });

  it('maps every sort option', () => {
    const sortOf = (sort: SearchState['sort']) =>
      toSearchRequest({ ...EMPTY_SEARCH, phrase: 'x', sort }).sort;
    expect(sortOf('newest')).toEqual({ field: 'date', order: 'desc' });
    expect(sortOf('oldest')).toEqual({ field: 'date', order: 'asc' });
    expect(sortOf('price_asc')).toEqual({ field: 'price', order: 'asc' });
    expect(sortOf('price_desc')).toEqual({ field: 'price', order: 'desc' });
    expect(sortOf('relevance')).toEqual({ field: 'relevance', order: 'desc' });
  });

  it('converts amounts from major to minor units', () => {
    expect(toMinorUnits(12.5)).toBe(1250);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    const request = toSearchRequest({
      ...EMPTY_SEARCH,
      filters: {
        ...EMPTY_FILTERS,
        price: { from: 10, to: 99.99 },
        delivery: 'courier',
        accountType: 'company',
      },
    });
    expect(request.filters).toEqual({
      price: { from: 1000, to: 9999 },
      delivery: 'courier',
      accountType: 'company',
    });
  });

  it('swaps range bounds typed the wrong way round', () => {
    const request = toSearchRequest({
      ...EMPTY_SEARCH,
      filters: { ...EMPTY_FILTERS, price: { from: 50, to: 5 } },
    });
    expect(request.filters?.price).toEqual({ from: 500, to: 5000 });
  });

  it('sends free instead of a price range', () => {
    const request = toSearchRequest({
      ...EMPTY_SEARCH,
      filters: { ...EMPTY_FILTERS, free: true, price: { to: 10 } },
    });
    expect(request.filters).toEqual({ free: true });
  });

  it('sends only the filters of the category offer type', () => {
    const filters = {
      ...EMPTY_FILTERS,
      price: { from: 1 },
      free: true,
      delivery: 'pickup' as const,
      accountType: 'person' as const,
      salary: { from: 20, to: 40 },
      salaryPeriod: 'hourly' as const,
      servicePrice: { to: 100 },
    };
    const state = { ...EMPTY_SEARCH, categoryId: 9, filters };
    expect(toSearchRequest(state, { offerType: 'job_offer' }).filters).toEqual({
      accountType: 'person',
      salary: { from: 2000, to: 4000, period: 'hourly' },
    });
    expect(toSearchRequest(state, { offerType: 'service' }).filters).toEqual({
      accountType: 'person',
      servicePrice: { to: 10000 },
    });
    expect(toSearchRequest(state, { offerType: 'real_estate' }).filters).toEqual({
      accountType: 'person',
      price: { from: 100 },
    });
    expect(toSearchRequest(state).filters).toEqual({ free: true, delivery: 'pickup', accountType: 'person' });
  });

  it('defaults the salary period to monthly', () => {
    const state = { ...EMPTY_SEARCH, filters: { ...EMPTY_FILTERS, salary: { from: 5000 } } };
    expect(toSearchRequest(state, { offerType: 'job_offer' }).filters?.salary).toEqual({
      from: 500000,
      period: 'monthly',
    });
  });

  it("sends custom-field filters only for the category's fields, enumerations only with allowed values", () => {
    const state = {
      ...EMPTY_SEARCH,
      categoryId: 5,
      filters: {
        ...EMPTY_FILTERS,
        attributes: {
          brand: 'Apple',
          color: 'Pink',
          storage: { from: 512, to: 128 },
          model: 'free text',
          unknown: 'x',
          ram: {},
        },
      },
    };
    const fields = [
      field('brand', 'string', ['Apple', 'Samsung']),
      field('color', 'string', ['Black']),
      field('storage', 'integer'),
      field('model', 'string'),
      field('ram', 'number'),
    ];
    expect(toSearchRequest(state, { offerType: 'product', fields }).filters).toEqual({
      attributes: { brand: 'Apple', storage: { from: 128, to: 512 } },
    });
    expect(toSearchRequest(state, { offerType: 'product' }).filters).toBeUndefined();
  });

  it('sends geoDistance only for a local search with a known position', () => {
    const position = { lat: 52.23, lon: 21.01 };
    expect(toSearchRequest({ ...EMPTY_SEARCH, local: true }, { position }).geoDistance).toEqual({
      lat: 52.23,
      lon: 21.01,
      distance: 'nearby',
    });
    expect(toSearchRequest({ ...EMPTY_SEARCH, local: true }).geoDistance).toBeUndefined();
    expect(toSearchRequest({ ...EMPTY_SEARCH, local: false }, { position }).geoDistance).toBeUndefined();
  });
});

describe('filter groups', () => {
  it('show the general filters without a category and the type filters with one', () => {
    expect(filterGroupsFor(undefined)).toEqual(['price', 'free', 'delivery', 'accountType']);
    expect(filterGroupsFor('product')).toEqual(['price', 'free', 'delivery', 'accountType']);
    expect(filterGroupsFor('job_offer')).toEqual(['salary', 'accountType']);
    expect(filterGroupsFor('service')).toEqual(['servicePrice', 'accountType']);
    expect(filterGroupsFor('real_estate')).toEqual(['price', 'accountType']);
  });

  it('drop the filters of other types and the custom fields when the category changes', () => {
    const filters = {
      ...EMPTY_FILTERS,
      price: { to: 9 },
      delivery: 'courier' as const,
      accountType: 'company' as const,
      attributes: { brand: 'Apple' },
    };
    expect(pruneFilters(filters, filterGroupsFor('job_offer'))).toEqual({
      ...EMPTY_FILTERS,
      accountType: 'company',
    });
    expect(pruneFilters(filters, filterGroupsFor('product'))).toEqual({ ...filters, attributes: {} });
  });
});

describe('fromSearchRequest (a saved search opened again, issue 28)', () => {
  it('gives back the state whose request was saved', () => {
    const fields = [field('colour', 'string', ['red', 'blue']), field('gears', 'integer')];
    const state: SearchState = {
      ...EMPTY_SEARCH,
      phrase: 'bike',
      categoryId: 7,
      local: true,
      sort: 'price_asc',
      filters: {
        ...EMPTY_FILTERS,
        price: { from: 10, to: 250.5 },
        delivery: 'courier',
        accountType: 'company',
        attributes: { colour: 'red', gears: { from: 3, to: 21 } },
      },
    };
    const request = toSearchRequest(state, { offerType: 'product', fields, position: { lat: 1, lon: 2 } });
    expect(fromSearchRequest(request)).toEqual(state);
    expect(
      toSearchRequest(fromSearchRequest(request), {
        offerType: 'product',
        fields,
        position: { lat: 1, lon: 2 },
      }),
    ).toEqual(request);
  });

  it('opens an empty search as the default one', () => {
    expect(fromSearchRequest({})).toEqual(EMPTY_SEARCH);
  });
});
