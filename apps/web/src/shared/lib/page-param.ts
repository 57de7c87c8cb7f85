/** `?page=N` as the API reads it (1-based; anything below 1 or not a whole number means 1). */
export function readPageParam(params: URLSearchParams): number {
  const raw = params.get('page');
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The query string with `page` set (left out for page 1), other parameters kept. */
export function withPageParam(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
