import { PAGE_PATHS, type PageName } from '@marketplace/contract';

/**
 * The web app's pages as the server knows them (the contract's PAGE_PATHS, which the web router
 * uses too): which page a path is, and whether it may be indexed. A path matching none of them is
 * the app's not-found page and answers 404.
 */
export type PageKind = 'home' | 'offer' | 'search' | 'seller' | 'static' | 'app';

export interface PageMatch {
  kind: PageKind;
  /** The path as matched: without a trailing slash (the root keeps its one). */
  path: string;
  params: Record<string, string>;
}

/**
 * The pages with heads of their own. Every other page answers 200 with the edition's generic head
 * and is never indexed: sign-in flows, the signed-in area and screens still to come.
 */
const INDEXABLE: Partial<Record<PageName, PageKind>> = {
  home: 'home',
  offer: 'offer',
  search: 'search',
  seller: 'seller',
  staticPage: 'static',
};

const ROUTES = (Object.entries(PAGE_PATHS) as [PageName, string][]).map(([name, pattern]) => ({
  kind: INDEXABLE[name] ?? 'app',
  segments: pattern.split('/').filter(Boolean),
}));

/** `:id` takes 1 to 9 digits, as the web app reads offer and seller ids; other params any segment. */
const ID = /^\d{1,9}$/;

/** The page a path (without its query) is, or undefined when the web app would show not-found. */
export function matchPageRoute(rawPath: string): PageMatch | undefined {
  let segments: string[];
  try {
    segments = rawPath.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined; // malformed percent-encoding
  }
  // A doubled slash inside the path is not a page the router would match.
  if (/\/\/./.test(rawPath)) return undefined;
  for (const route of ROUTES) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      if (part === ':id' && !ID.test(segment)) return false;
      params[part.slice(1)] = segment;
      return true;
    });
    if (matches) return { kind: route.kind, path: `/${segments.map(encodeURIComponent).join('/')}`, params };
  }
  return undefined;
}
