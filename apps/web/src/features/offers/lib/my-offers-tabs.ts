import type { OfferStatus } from '@marketplace/contract';

export type MyOffersTabKey = 'active' | 'sold' | 'draft' | 'closed';

export interface MyOffersTab {
  key: MyOffersTabKey;
  path: string;
  /** The offer status the tab lists; the Sold tab lists orders instead. */
  status: OfferStatus | null;
}

/** The tabs of My offers in their order (spec 000 section 2), each a route of its own. */
export const MY_OFFERS_TABS: readonly MyOffersTab[] = [
  { key: 'active', path: '/profile/my-offers', status: 'published' },
  { key: 'sold', path: '/profile/my-offers/sold', status: null },
  { key: 'draft', path: '/profile/my-offers/draft', status: 'draft' },
  { key: 'closed', path: '/profile/my-offers/closed', status: 'closed' },
];

/** The tab a path shows (a trailing slash and deeper paths such as a sold order count). */
export function tabForPath(pathname: string): MyOffersTab | undefined {
  const path = pathname.replace(/\/+$/, '');
  return [...MY_OFFERS_TABS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((tab) => path === tab.path || path.startsWith(`${tab.path}/`));
}

export function tabForStatus(status: OfferStatus): MyOffersTab {
  return MY_OFFERS_TABS.find((tab) => tab.status === status)!;
}

/** A tab's address at a page; page 1 is left out of the query string. */
export function tabHref(tab: MyOffersTab, page = 1): string {
  return page > 1 ? `${tab.path}?page=${page}` : tab.path;
}
