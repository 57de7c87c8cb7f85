import { REGION_SETTINGS } from '@marketplace/contract';
import { z } from 'zod';
import {
  cleanQuery,
  GEOCODING_STATUSES,
  noResults,
  type GeocodeResultItem,
  type Geocoder,
} from './geocoder.ts';
import { getJson, type HttpGeocoderOptions } from './http-geocoding.ts';
import { createOfflineCountryGeocoder } from './offline-country-geocoder.ts';

export const GOOGLE_GEOCODING_URL = 'https://maps.googleapis.com/maps/api/geocode/json';

export interface GoogleGeocoderOptions extends HttpGeocoderOptions {
  apiKey: string;
}

/** Google's answer is already the shape this API speaks; only what the app relies on is checked. */
const GoogleAnswerSchema = z.object({
  status: z.string(),
  results: z
    .array(
      z
        .object({
          formatted_address: z.string(),
          geometry: z
            .object({
              location: z.object({ lat: z.number(), lng: z.number() }),
              location_type: z.enum(['ROOFTOP', 'RANGE_INTERPOLATED', 'GEOMETRIC_CENTER', 'APPROXIMATE']),
            })
            .loose(),
          address_components: z.array(
            z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }),
          ),
          types: z.array(z.string()),
          partial_match: z.boolean().optional(),
        })
        .loose(),
    )
    .default([]),
});

/**
 * Google's Geocoding API, restricted to the edition's country. Its answers pass through; its
 * `error_message` does not (it may describe the key), and a status this code does not know becomes
 * UNKNOWN_ERROR. `countryAt` stays offline (see offline-country-geocoder).
 */
export function createGoogleGeocoder(options: GoogleGeocoderOptions): Geocoder {
  return {
    ...createOfflineCountryGeocoder(),
    async geocode(rawQuery, region) {
      const query = cleanQuery(rawQuery);
      if (!query.city && !query.postCode) return noResults('INVALID_REQUEST');
      const settings = REGION_SETTINGS[region];
      const stateAndCode = [query.state, query.postCode].filter(Boolean).join(' ');
      const url = new URL(GOOGLE_GEOCODING_URL);
      url.searchParams.set('address', [query.street, query.city, stateAndCode].filter(Boolean).join(', '));
      url.searchParams.set('components', `country:${settings.countryCode}`);
      url.searchParams.set('language', settings.language);
      url.searchParams.set('key', options.apiKey);

      const answer = await getJson(url, {}, options);
      if (!answer.ok) return answer.failure;
      const parsed = GoogleAnswerSchema.safeParse(answer.body);
      if (!parsed.success) return noResults('UNKNOWN_ERROR');
      const status = GEOCODING_STATUSES.find((known) => known === parsed.data.status);
      if (!status) return noResults('UNKNOWN_ERROR');
      if (status !== 'OK') return noResults(status);
      return { status, results: parsed.data.results as GeocodeResultItem[] };
    },
  };
}
