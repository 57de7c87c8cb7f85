/**
 * The web app's routes (apps/web/src/app/router.tsx, spec 000 and 001 section 2) as the server
 * knows them: which page a path is, and whether it may be indexed. A path matching none of them is
 * the app's not-found page and answers 404. Keep this list in step with the router.
 */
export type PageKind = 'home' | 'offer' | 'search' | 'seller' | 'static' | 'app';

export interface PageMatch {
  kind: PageKind;
  /** The path as matched: without a trailing slash (the root keeps its one). */
  path: string;
  params: Record<string, string>;
}

/** `:id` takes 1 to 9 digits, as the web app reads offer and seller ids; other params any segment. */
const PAGE_ROUTES: [pattern: string, kind: PageKind][] = [
  ['/', 'home'],
  ['/offer/:id', 'offer'],
  ['/search', 'search'],
  ['/user/:id', 'seller'],
  ['/info/:slug', 'static'],
  // Everything else answers 200 with the edition's generic head and is never indexed: sign-in
  // flows, the signed-in area and screens still to come.
  ['/auth/login', 'app'],
  ['/auth/register', 'app'],
  ['/auth/register/method', 'app'],
  ['/auth/register/confirm/:uuid', 'app'],
  ['/auth/register/success', 'app'],
  ['/auth/forgot-password', 'app'],
  ['/auth/forgot-password/success', 'app'],
  ['/auth/forgot-password/reset', 'app'],
  ['/auth/forgot-password/reset/success', 'app'],
  ['/offers/create', 'app'],
  ['/offers/edit/:id', 'app'],
  ['/reviews/:type', 'app'],
  ['/reviews/:type/:reviewsOf', 'app'],
  ['/favorites', 'app'],
  ['/messages', 'app'],
  ['/chat/:conversation', 'app'],
  ['/notifications', 'app'],
  ['/basket', 'app'],
  ['/profile', 'app'],
  ['/profile/my-profile', 'app'],
  ['/profile/my-offers', 'app'],
  ['/profile/my-offers/sold', 'app'],
  ['/profile/my-offers/sold/:order', 'app'],
  ['/profile/my-offers/draft', 'app'],
  ['/profile/my-offers/closed', 'app'],
  ['/profile/my-purchases', 'app'],
  ['/profile/my-purchases/:order', 'app'],
  ['/profile/account-settings', 'app'],
  ['/payment/method', 'app'],
  ['/payment/method/extras', 'app'],
  ['/payment/card', 'app'],
  ['/payment/card/extras', 'app'],
  ['/payment/success', 'app'],
];

const ROUTES = PAGE_ROUTES.map(([pattern, kind]) => ({
  kind,
  segments: pattern.split('/').filter(Boolean),
}));

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
