import { noResults, type GeocodeResult } from './geocoder.ts';

export interface HttpGeocoderOptions {
  /** How long one call may take before it is abandoned (UNKNOWN_ERROR). */
  timeoutMs: number;
}

/**
 * GETs a geocoding provider's JSON, or says why there is none in the provider-neutral statuses:
 * 429 -> OVER_QUERY_LIMIT, 401/403 -> REQUEST_DENIED, any other failure (network, timeout, HTTP
 * error, a body that is not JSON) -> UNKNOWN_ERROR.
 */
export async function getJson(
  url: URL,
  headers: Record<string, string>,
  { timeoutMs }: HttpGeocoderOptions,
): Promise<{ ok: true; body: unknown } | { ok: false; failure: GeocodeResult }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, failure: noResults('UNKNOWN_ERROR') };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 429) return { ok: false, failure: noResults('OVER_QUERY_LIMIT') };
    if (response.status === 401 || response.status === 403)
      return { ok: false, failure: noResults('REQUEST_DENIED') };
    return { ok: false, failure: noResults('UNKNOWN_ERROR') };
  }
  try {
    return { ok: true, body: await response.json() };
  } catch {
    return { ok: false, failure: noResults('UNKNOWN_ERROR') };
  }
}
