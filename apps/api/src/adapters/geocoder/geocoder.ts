import type { Region } from '@marketplace/contract';

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

/** An address to look up; every part is optional, but a city or a post code is needed. */
export interface GeocodeQuery {
  street?: string;
  city?: string;
  /** A US state code or name; a Polish voivodeship name (`mazowieckie`). */
  state?: string;
  postCode?: string;
}

/** One part of an address, as Google's Geocoding API names it. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  /** `locality`, `postal_code`, `administrative_area_level_1`, `country`, `route`, … */
  types: string[];
}

export type LocationType = 'ROOFTOP' | 'RANGE_INTERPOLATED' | 'GEOMETRIC_CENTER' | 'APPROXIMATE';

/** One answer in the shape of Google's Geocoding API (`results[]`). */
export interface GeocodeResultItem {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number }; location_type: LocationType };
  address_components: AddressComponent[];
  types: string[];
  /** True when only part of the request was matched (for example, the street was not). */
  partial_match?: boolean;
}

/** Google's Geocoding API answer: a status and the results, best first. */
export interface GeocodeResult {
  status: GeocodingStatus;
  results: GeocodeResultItem[];
}

/** Looks places up; the offline implementation is the default, real providers come by configuration. */
export interface Geocoder {
  /** ISO 3166 alpha-2 code of the country at a point, or undefined when unknown. */
  countryAt(lat: number, lng: number): Promise<string | undefined>;
  /** Coordinates of an address inside one edition's country (US or Poland), best match first. */
  geocode(query: GeocodeQuery, region: Region): Promise<GeocodeResult>;
}

/** An answer without results (`ZERO_RESULTS`, `INVALID_REQUEST`, errors). */
export function noResults(status: Exclude<GeocodingStatus, 'OK'>): GeocodeResult {
  return { status, results: [] };
}

/** The query's parts trimmed, with empty ones dropped. */
export function cleanQuery(query: GeocodeQuery): GeocodeQuery {
  const clean = (value: string | undefined) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  };
  return {
    street: clean(query.street),
    city: clean(query.city),
    state: clean(query.state),
    postCode: clean(query.postCode),
  };
}
