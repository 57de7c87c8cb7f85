import { camelToSnake, convertKeys, type Region } from '@marketplace/contract';
import { resolveQueries } from '../search/queries.ts';
import type { Target } from './load.ts';

/** What the targets need from the loaded database and the running server. */
export interface TargetContext {
  region: Region;
  /** Published offers of the edition, rotated through so the load is not one hot row. */
  offerIds: number[];
  pageSlugs: string[];
  categoryIdBySlug: Map<string, number>;
  /** A demo account's access token, for the signed-in endpoints. */
  token: string;
  /** The edition's demo administrator's access token, for the console's reads. */
  adminToken: string;
  /** That account's published offers, whose paid extras it buys. */
  ownOfferIds: number[];
  /** That account's conversations (the seed gives the demo user one with `jan`). */
  conversationIds?: number[];
  /** Sellers of the edition, those with reviews first (their reviews pages). */
  sellerIds: number[];
}

/**
 * The three kinds of search a buyer makes: typing a phrase, browsing a category, looking nearby.
 * Each repeats one body, so after its first request the search cache answers: what a repeated
 * search costs. The uncached search and a mix of distinct ones are `bench:search`'s (decision 129).
 */
const SEARCHES = [
  ['search: phrase (repeated body, cached)', 'phrase'],
  ['search: category browse (repeated body, cached)', 'sort newest'],
  ['search: nearby + phrase (repeated body, cached)', 'local 50 km + phrase'],
] as const;

/** Every endpoint bench:api loads, in the order of the report. */
export function apiTargets(context: TargetContext): Target[] {
  const channel = { 'x-sales-channel': context.region };
  const signedIn = { ...channel, authorization: `Bearer ${context.token}` };
  const admin = { ...channel, authorization: `Bearer ${context.adminToken}` };
  const get = (name: string, paths: string[], headers = channel): Target => ({
    name,
    method: 'GET',
    paths,
    headers,
  });
  const queries = resolveQueries(context.region, context.categoryIdBySlug);
  const searches = SEARCHES.map(([name, mixName]): Target => {
    const query = queries.find((candidate) => candidate.name === mixName);
    if (!query) throw new Error(`The search mix has no query named ${mixName}`);
    return {
      name,
      method: 'POST',
      paths: [`/api/search/offers?page=${query.page}`],
      headers: { ...channel, 'content-type': 'application/json' },
      body: JSON.stringify(convertKeys(query.body, camelToSnake)),
    };
  });
  // A results page asks which of its offers are favourites: 15 ids at a time.
  const checkPaths = Array.from({ length: 20 }, (_, page) => {
    const ids = context.offerIds.slice(page * 15, page * 15 + 15);
    return `/api/favourites/check?ids=${ids.join(',')}`;
  });
  // A phone's browser: the pages below are rendered in the phone layout, as most visitors get them.
  const phone = {
    'x-sales-channel': context.region,
    'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36',
    'accept-encoding': 'br, gzip',
  };
  // Each request a page the server has not rendered yet: a query the page ignores makes every URL new.
  const freshOfferPages = Array.from(
    { length: 50_000 },
    (_, n) => `/offer/${context.offerIds[n % context.offerIds.length]}?ref=bench-${n}`,
  );
  return [
    // The first screen from the server (decision 128): rendered on the spot (the API's answers it
    // reads cached), and served from the rendered pages' cache.
    get('GET /offer/{id} page (server-rendered, not cached)', freshOfferPages, phone),
    // Twenty offers: their first requests render them (half a second of the run), the rest are hits.
    get(
      'GET /offer/{id} page (server-rendered, cached: 20 offers)',
      context.offerIds.slice(0, 20).map((id) => `/offer/${id}`),
      phone,
    ),
    get('GET / page (server-rendered, cached)', ['/'], phone),
    get('GET /api/sales-channel', ['/api/sales-channel']),
    get('GET /api/pages', ['/api/pages']),
    get(
      'GET /api/pages/{slug}',
      context.pageSlugs.map((slug) => `/api/pages/${slug}`),
    ),
    get('GET /api/advertisements', ['/api/advertisements']),
    get('GET /api/contact/subjects', ['/api/contact/subjects']),
    get('GET /api/offers/feature-prices', ['/api/offers/feature-prices']),
    get('GET /api/home', ['/api/home']),
    get(
      'GET /api/offers/{id}',
      context.offerIds.map((id) => `/api/offers/${id}`),
    ),
    ...searches,
    get('GET /api/favourites/check (signed in)', checkPaths, signedIn),
    get('GET /api/offers/mine (signed in)', ['/api/offers/mine?status=published&page=1'], signedIn),
    get('GET /api/basket (signed in, 5 lines)', ['/api/basket'], signedIn),
    get('GET /api/cards (signed in)', ['/api/cards'], signedIn),
    get('GET /api/orders/bought (signed in)', ['/api/orders/bought?page=1'], signedIn),
    get('GET /api/orders/sold (signed in)', ['/api/orders/sold?page=1'], signedIn),
    get('GET /api/conversations (signed in)', ['/api/conversations?page=1'], signedIn),
    get('GET /api/conversations/unread-count (signed in)', ['/api/conversations/unread-count'], signedIn),
    ...(context.conversationIds?.length
      ? [
          get(
            'GET /api/conversations/{id} (signed in, marks read)',
            context.conversationIds.map((id) => `/api/conversations/${id}`),
            signedIn,
          ),
          // The price proposals a conversation's cards show (issue 28).
          get(
            'GET /api/price-proposals?conversation_id= (signed in)',
            context.conversationIds.map((id) => `/api/price-proposals?conversation_id=${id}`),
            signedIn,
          ),
          {
            // Past 30 messages a minute per account the answers are the rate limit's 429s: this
            // measures the refusal path once the first 30 are written.
            name: 'POST /api/conversations/message-sent (signed in, rate limited: 30 a minute)',
            method: 'POST' as const,
            paths: context.conversationIds.map(() => '/api/conversations/message-sent'),
            headers: { ...signedIn, 'content-type': 'application/json' },
            body: JSON.stringify({
              conversation_id: context.conversationIds[0],
              message: 'Still available?',
            }),
          },
        ]
      : []),
    get(
      'GET /api/notifications (signed in)',
      ['/api/notifications?skip=0&limit=15', '/api/notifications?skip=15&limit=15'],
      signedIn,
    ),
    get('GET /api/payouts/balance (signed in)', ['/api/payouts/balance'], signedIn),
    get(
      'GET /api/payouts/history (signed in)',
      ['/api/payouts/history?page=1', '/api/payouts/history?page=2'],
      signedIn,
    ),
    get(
      'GET /api/reviews/account/{id}',
      context.sellerIds.map((id) => `/api/reviews/account/${id}`),
    ),
    get(
      'GET /api/reviews/offer/{id}',
      context.offerIds.map((id) => `/api/reviews/offer/${id}`),
    ),
    get('GET /api/reviews/my-reviews (signed in)', ['/api/reviews/my-reviews?page=1'], signedIn),
    get('GET /api/stats/my-profile (signed in)', ['/api/stats/my-profile'], signedIn),
    get('GET /api/accounts/my/data-exports (signed in)', ['/api/accounts/my/data-exports'], signedIn),
    // The administration console's reads (issue 25), as the edition's administrator.
    get('GET /api/admin/dashboard (admin)', ['/api/admin/dashboard'], admin),
    get('GET /api/admin/disputes (admin)', ['/api/admin/disputes'], admin),
    get('GET /api/admin/reports (admin)', ['/api/admin/reports'], admin),
    get('GET /api/admin/support (admin)', ['/api/admin/support'], admin),
    get('GET /api/admin/users?q= (admin)', ['/api/admin/users?q=an', '/api/admin/users?q=jan'], admin),
    get('GET /api/admin/audit-log (admin)', ['/api/admin/audit-log'], admin),
    get('GET /api/admin/categories (admin)', ['/api/admin/categories'], admin),
    // Safe to trade's console reads (decisions 132, 133 and 135).
    get('GET /api/admin/offer-reviews (admin)', ['/api/admin/offer-reviews'], admin),
    get('GET /api/admin/hold-words (admin)', ['/api/admin/hold-words'], admin),
    get('GET /api/admin/safety/rules (admin)', ['/api/admin/safety/rules'], admin),
    get('GET /api/admin/safety/blocked-domains (admin)', ['/api/admin/safety/blocked-domains'], admin),
    get('GET /api/admin/account-reports (admin)', ['/api/admin/account-reports'], admin),
    // A purchase and its sandbox payment per request (the extension: never refused as already active).
    ...(context.ownOfferIds.length > 0
      ? [
          {
            name: 'POST /api/offers/{id}/buy-features (signed in, sandbox payment)',
            method: 'POST' as const,
            paths: context.ownOfferIds.map((id) => `/api/offers/${id}/buy-features`),
            headers: { ...signedIn, 'content-type': 'application/json' },
            body: JSON.stringify({ features: { offer_period_extension: true } }),
          },
        ]
      : []),
  ];
}
