/** Google-compatible geocoding statuses (spec 000 section 3). */
export const GEOCODING_STATUSES = [
  'OK',
  'ZERO_RESULTS',
  'OVER_DAILY_LIMIT',
  'OVER_QUERY_LIMIT',
  'REQUEST_DENIED',
  'INVALID_REQUEST',
  'UNKNOWN_ERROR',
] as const;
export type GeocodingStatus = (typeof GEOCODING_STATUSES)[number];

/** Looks places up; the offline implementation is the default, real providers come by configuration. */
export interface Geocoder {
  /** ISO 3166 alpha-2 code of the country at a point, or undefined when unknown. */
  countryAt(lat: number, lng: number): Promise<string | undefined>;
}
