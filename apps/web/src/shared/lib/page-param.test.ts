import { PAGE_MAX } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { readPageParam, withPageParam } from './page-param.ts';

describe('page parameter', () => {
  it('reads whole numbers from 1 up; anything else means page 1', () => {
    const page = (query: string) => readPageParam(new URLSearchParams(query));
    expect(page('page=2')).toBe(2);
    expect(page('')).toBe(1);
    expect(page('page=0')).toBe(1);
    expect(page('page=-3')).toBe(1);
    expect(page('page=2.5')).toBe(1);
    expect(page('page=abc')).toBe(1);
    // The API refuses pages past PAGE_MAX (issue 34): the address's is kept within it.
    expect(page(`page=${PAGE_MAX + 1}`)).toBe(PAGE_MAX);
  });

  it('sets the page and keeps the other parameters; page 1 is left out', () => {
    const params = new URLSearchParams('sort=price_asc&page=3');
    expect(withPageParam(params, 4).toString()).toBe('sort=price_asc&page=4');
    expect(withPageParam(params, 1).toString()).toBe('sort=price_asc');
    expect(params.toString()).toBe('sort=price_asc&page=3');
  });
});
