import { REGION_SETTINGS, type Region } from '@marketplace/contract';
import { z } from 'zod';
import {
  cleanQuery,
  noResults,
  type AddressComponent,
  type GeocodeResultItem,
  type Geocoder,
  type LocationType,
} from './geocoder.ts';
import { getJson, type HttpGeocoderOptions } from './http-geocoding.ts';
import { createOfflineCountryGeocoder } from './offline-country-geocoder.ts';

export interface NominatimGeocoderOptions extends HttpGeocoderOptions {
  /** https://nominatim.openstreetmap.org or a self-hosted instance. */
  baseUrl: string;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
}

/** The parts of a `/search?format=jsonv2&addressdetails=1` answer this adapter reads. */
const NominatimPlaceSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  category: z.string().optional(),
  type: z.string().optional(),
  addresstype: z.string().optional(),
  address: z.record(z.string(), z.string()).optional(),
});
type NominatimPlace = z.infer<typeof NominatimPlaceSchema>;
const NominatimAnswerSchema = z.array(NominatimPlaceSchema);

/** Nominatim's place kinds as Google's result types. */
const TYPES: Record<string, string[]> = {
  city: ['locality', 'political'],
  town: ['locality', 'political'],
  village: ['locality', 'political'],
  hamlet: ['locality', 'political'],
  municipality: ['locality', 'political'],
  suburb: ['sublocality', 'political'],
  quarter: ['sublocality', 'political'],
  neighbourhood: ['neighborhood', 'political'],
  road: ['route'],
  house: ['street_address'],
  building: ['premise'],
  postcode: ['postal_code'],
  county: ['administrative_area_level_2', 'political'],
  state: ['administrative_area_level_1', 'political'],
  country: ['country', 'political'],
};

/**
 * OpenStreetMap's Nominatim, asked with a structured query restricted to the edition's country;
 * its answers are turned into Google's shape. `countryAt` stays offline (see offline-country-geocoder).
 */
export function createNominatimGeocoder(options: NominatimGeocoderOptions): Geocoder {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  return {
    ...createOfflineCountryGeocoder(),
    async geocode(rawQuery, region) {
      const query = cleanQuery(rawQuery);
      if (!query.city && !query.postCode) return noResults('INVALID_REQUEST');
      const url = new URL('search', base);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('limit', '5');
      url.searchParams.set('countrycodes', REGION_SETTINGS[region].countryCode.toLowerCase());
      if (query.street) url.searchParams.set('street', query.street);
      if (query.city) url.searchParams.set('city', query.city);
      if (query.state) url.searchParams.set('state', query.state);
      if (query.postCode) url.searchParams.set('postalcode', query.postCode);

      const answer = await getJson(
        url,
        { 'user-agent': options.userAgent, 'accept-language': REGION_SETTINGS[region].language },
        options,
      );
      if (!answer.ok) return answer.failure;
      const places = NominatimAnswerSchema.safeParse(answer.body);
      if (!places.success) return noResults('UNKNOWN_ERROR');
      if (places.data.length === 0) return noResults('ZERO_RESULTS');
      return { status: 'OK', results: places.data.map((place) => toResult(place, region)) };
    },
  };
}

function toResult(place: NominatimPlace, region: Region): GeocodeResultItem {
  const kind = place.addresstype ?? place.type ?? '';
  return {
    formatted_address: place.display_name,
    geometry: { location: { lat: place.lat, lng: place.lon }, location_type: locationType(kind) },
    address_components: addressComponents(place.address ?? {}, region),
    types: TYPES[kind] ?? [kind].filter(Boolean),
  };
}

function locationType(kind: string): LocationType {
  if (kind === 'house' || kind === 'building') return 'ROOFTOP';
  if (kind === 'road') return 'GEOMETRIC_CENTER';
  return 'APPROXIMATE';
}

function addressComponents(address: Record<string, string>, region: Region): AddressComponent[] {
  const components: AddressComponent[] = [];
  const add = (long: string | undefined, types: string[], short = long) => {
    if (long) components.push({ long_name: long, short_name: short ?? long, types });
  };
  add(address.house_number, ['street_number']);
  add(address.road, ['route']);
  add(address.suburb, ['sublocality', 'political']);
  add(address.city ?? address.town ?? address.village ?? address.hamlet ?? address.municipality, [
    'locality',
    'political',
  ]);
  add(address.county, ['administrative_area_level_2', 'political']);
  if (address.state) {
    // "US-TX" -> "TX"; Polish voivodeships are written as the edition's state codes are: "mazowieckie".
    const iso = address['ISO3166-2-lvl4']?.split('-')[1];
    const short = region === 'us' && iso ? iso : address.state.replace(/^województwo\s+/i, '');
    add(address.state, ['administrative_area_level_1', 'political'], short);
  }
  add(address.postcode, ['postal_code']);
  add(address.country, ['country', 'political'], address.country_code?.toUpperCase());
  return components;
}
