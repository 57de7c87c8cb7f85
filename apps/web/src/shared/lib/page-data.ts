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
