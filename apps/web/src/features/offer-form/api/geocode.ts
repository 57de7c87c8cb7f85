import { apiClient } from '#web/shared/lib/api-client.ts';

/** The part of the Google-shaped geocoding answer the form reads (spec 000 section 7). */
export interface GeocodeAnswer {
  status: string;
  results: { geometry: { location: { lat: number; lng: number } } }[];
}

export interface GeocodeQuery {
  street: string;
  city: string;
  state: string;
  postCode: string;
}

/** `GET /api/geo/geocode?street=&city=&state=&post_code=` within the edition. */
export function geocodeAddress(query: GeocodeQuery, signal?: AbortSignal): Promise<GeocodeAnswer> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value.trim() !== ''));
  return apiClient.get<GeocodeAnswer>('/api/geo/geocode', { params, signal });
}
