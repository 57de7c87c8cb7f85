import { describe, expect, it } from 'vitest';
import { MY_OFFERS_TABS, tabForPath, tabForStatus, tabHref } from './my-offers-tabs.ts';

describe('My offers tabs', () => {
  it('come in the order Active, Sold, Drafts, Archived, each its own route', () => {
    expect(MY_OFFERS_TABS.map((tab) => [tab.key, tab.path, tab.status])).toEqual([
      ['active', '/profile/my-offers', 'published'],
      ['sold', '/profile/my-offers/sold', null],
      ['draft', '/profile/my-offers/draft', 'draft'],
      ['closed', '/profile/my-offers/closed', 'closed'],
    ]);
  });

  it('find the tab of a path, the most specific first', () => {
    expect(tabForPath('/profile/my-offers')?.key).toBe('active');
    expect(tabForPath('/profile/my-offers/')?.key).toBe('active');
    expect(tabForPath('/profile/my-offers/draft')?.key).toBe('draft');
    expect(tabForPath('/profile/my-offers/closed')?.key).toBe('closed');
    expect(tabForPath('/profile/my-offers/sold/12')?.key).toBe('sold');
    expect(tabForPath('/profile/my-offers-else')).toBeUndefined();
    expect(tabForPath('/profile/my-purchases')).toBeUndefined();
  });

  it('map an offer status to its tab', () => {
    expect(tabForStatus('published').key).toBe('active');
    expect(tabForStatus('draft').key).toBe('draft');
    expect(tabForStatus('closed').key).toBe('closed');
  });

  it('keep the page in the query string, leaving page 1 out', () => {
    expect(tabHref(tabForStatus('draft'))).toBe('/profile/my-offers/draft');
    expect(tabHref(tabForStatus('draft'), 1)).toBe('/profile/my-offers/draft');
    expect(tabHref(tabForStatus('published'), 3)).toBe('/profile/my-offers?page=3');
  });
});
