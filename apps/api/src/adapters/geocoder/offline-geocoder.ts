import type { Region } from '@marketplace/contract';
import type { Gazetteer, Locality, PostalMatch } from './gazetteer.ts';
import {
  cleanQuery,
  noResults,
  type AddressComponent,
  type GeocodeResultItem,
  type Geocoder,
} from './geocoder.ts';
import { createOfflineCountryGeocoder } from './offline-country-geocoder.ts';
import { loadPlGazetteer } from './pl-gazetteer.ts';
import { distanceKm } from './place-names.ts';
import { loadUsGazetteer } from './us-gazetteer.ts';

/** A post code this close to a town of the given name is taken to be that town's. */
const SAME_PLACE_KM = 25;
const MAX_RESULTS = 5;

const BUNDLED_LOADERS: Record<Region, () => Gazetteer> = { us: loadUsGazetteer, pl: loadPlGazetteer };
/** The bundled datasets, loaded once per process however many geocoders (apps, tests) use them. */
const bundled: Partial<Record<Region, Gazetteer>> = {};

export interface OfflineGeocoderOptions {
  /** Dataset loaders; tests may pass their own. Each runs once, on the first lookup in its edition. */
  loaders?: Partial<Record<Region, () => Gazetteer>>;
}

/**
 * Geocoding without a network over bundled open data: US ZIP codes and their cities, Polish towns
 * and their post codes. Street-level precision is impossible offline: a street is accepted but not
 * looked up, and every answer is the centre of the town or of the post code's area, with
 * `location_type: 'APPROXIMATE'` (and `partial_match` when a street was given), the way Google marks
 * answers that stop short of the full address.
 */
export function createOfflineGeocoder(options: OfflineGeocoderOptions = {}): Geocoder {
  const loaded: Partial<Record<Region, Gazetteer>> = {};
  const gazetteer = (region: Region) => {
    const load = options.loaders?.[region];
    return load ? (loaded[region] ??= load()) : (bundled[region] ??= BUNDLED_LOADERS[region]());
  };

  return {
    ...createOfflineCountryGeocoder(),
    async geocode(rawQuery, region) {
      const query = cleanQuery(rawQuery);
      if (!query.city && !query.postCode) return noResults('INVALID_REQUEST');
      const places = gazetteer(region);

      let state: string | undefined;
      if (query.state) {
        state = places.resolveState(query.state);
        if (!state) return noResults('ZERO_RESULTS');
      }
      const localities = query.city ? places.findLocalities(query.city, state).slice(0, MAX_RESULTS) : [];
      const found = query.postCode ? places.findPostCode(query.postCode) : undefined;
      const postal = found && (!state || found.state === state) ? found : undefined;
      const streetIgnored = query.street !== undefined;

      if (localities.length > 0) {
        // With a post code near one of the towns of that name, that town comes first.
        const nearest = postal && nearestTo(postal, localities);
        const agrees = nearest !== undefined && distanceKm(nearest, postal!) <= SAME_PLACE_KM;
        const ordered = agrees
          ? [nearest, ...localities.filter((locality) => locality !== nearest)]
          : localities;
        const partial = streetIgnored || (query.postCode !== undefined && !agrees);
        return {
          status: 'OK',
          results: ordered.map((locality, index) =>
            index === 0 && agrees
              ? localityResult(places, locality, partial, postal)
              : localityResult(places, locality, partial),
          ),
        };
      }
      if (postal) {
        // A town the data does not know (a village, a district) is placed by its post code.
        const partial = streetIgnored || query.city !== undefined || !postal.exact;
        return { status: 'OK', results: [postalResult(places, postal, partial)] };
      }
      return noResults('ZERO_RESULTS');
    },
  };
}

function nearestTo(point: { lat: number; lng: number }, localities: Locality[]): Locality | undefined {
  let best: Locality | undefined;
  let bestKm = Infinity;
  for (const locality of localities) {
    const km = distanceKm(point, locality);
    if (km < bestKm) [best, bestKm] = [locality, km];
  }
  return best;
}

function localityResult(
  places: Gazetteer,
  locality: Locality,
  partial: boolean,
  postal?: PostalMatch,
): GeocodeResultItem {
  // In the US a ZIP code's centre is nearer the address than the city's: use it.
  const byZip = postal !== undefined && places.country.code === 'US';
  const components: AddressComponent[] = [
    { long_name: locality.name, short_name: locality.name, types: ['locality', 'political'] },
    stateComponent(locality),
    countryComponent(places),
  ];
  if (postal)
    components.push({ long_name: postal.postCode, short_name: postal.postCode, types: ['postal_code'] });
  return item({
    formatted_address: formatAddress(places, locality.name, locality.state, postal?.postCode),
    point: byZip ? postal : locality,
    components,
    types: byZip ? ['postal_code'] : ['locality', 'political'],
    partial,
  });
}

function postalResult(places: Gazetteer, postal: PostalMatch, partial: boolean): GeocodeResultItem {
  const components: AddressComponent[] = [
    { long_name: postal.postCode, short_name: postal.postCode, types: ['postal_code'] },
  ];
  if (postal.locality) {
    components.push({
      long_name: postal.locality,
      short_name: postal.locality,
      types: ['locality', 'political'],
    });
  }
  components.push(stateComponent(postal), countryComponent(places));
  return item({
    formatted_address: formatAddress(places, postal.locality, postal.state, postal.postCode),
    point: postal,
    components,
    types: ['postal_code'],
    partial,
  });
}

function item(parts: {
  formatted_address: string;
  point: { lat: number; lng: number };
  components: AddressComponent[];
  types: string[];
  partial: boolean;
}): GeocodeResultItem {
  return {
    formatted_address: parts.formatted_address,
    geometry: { location: { lat: parts.point.lat, lng: parts.point.lng }, location_type: 'APPROXIMATE' },
    address_components: parts.components,
    types: parts.types,
    ...(parts.partial ? { partial_match: true } : {}),
  };
}

function stateComponent(place: { state: string; stateName: string }): AddressComponent {
  return {
    long_name: place.stateName,
    short_name: place.state,
    types: ['administrative_area_level_1', 'political'],
  };
}

function countryComponent(places: Gazetteer): AddressComponent {
  return { long_name: places.country.name, short_name: places.country.code, types: ['country', 'political'] };
}

/** "Austin, TX 78701, USA"; "31-001 Kraków, Polska" — each country's way of writing it. */
function formatAddress(
  places: Gazetteer,
  locality: string | undefined,
  state: string,
  postCode?: string,
): string {
  if (places.country.code === 'US') {
    const stateAndZip = [state, postCode].filter(Boolean).join(' ');
    return [locality, stateAndZip, places.country.inAddress].filter(Boolean).join(', ');
  }
  const town = [postCode, locality].filter(Boolean).join(' ');
  return [town, locality ? undefined : state, places.country.inAddress].filter(Boolean).join(', ');
}
