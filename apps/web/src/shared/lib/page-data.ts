import { toCamelCase } from '@marketplace/contract';

/** The id the server gives the page data's script (apps/api modules/seo/seo.head.ts). */
const PAGE_DATA_ID = 'page-data';

/**
 * Public data the server wrote into the page for its first render (docs/decisions/095): the offer of
 * an offer page, as an anonymous `GET /api/offers/{id}` answers it. Read once, at start, and removed,
 * so it never stands for a later page; keys converted as the API client converts answers.
 */
export interface PageData {
  offer?: unknown;
}

export function takePageData(doc: Document = document): PageData {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element) return {};
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return data !== null && typeof data === 'object' ? (toCamelCase(data) as PageData) : {};
  } catch {
    // A damaged page still works: the app asks the API as it would without the data.
    return {};
  }
}

/** The id the server gives a server-rendered page's state (apps/api modules/seo/seo.server-render.ts). */
const SSR_STATE_ID = 'ssr-state';

/**
 * A server-rendered page's state (docs/decisions/128): the router's and the query cache's, as the
 * server's render left them, for the app to hydrate the page with. Absent when the server sent the
 * shell; read once and removed.
 */
export function takeServerRenderState(
  doc: Document = document,
): { router: unknown; queries: unknown; viewport: 'phone' | 'desktop' } | undefined {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? '') as {
      router?: unknown;
      queries?: unknown;
      viewport?: unknown;
    } | null;
    if (!state?.router || !state.queries) return undefined;
    const viewport = state.viewport === 'desktop' ? 'desktop' : 'phone';
    return { router: state.router, queries: state.queries, viewport };
  } catch {
    return undefined;
  }
}
