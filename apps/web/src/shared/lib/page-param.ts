import { PAGE_MAX } from '@marketplace/contract';

/**
 * `?page=N` of the address as a page the API takes (1 to PAGE_MAX; it refuses anything else): not
 * a whole number, or below 1, means 1; past PAGE_MAX, the last page it serves.
 */
export function readPageParam(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1;
}

/** The query string with `page` set (left out for page 1), other parameters kept. */
export function withPageParam(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
