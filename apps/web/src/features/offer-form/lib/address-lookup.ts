import type { GeocodeAnswer } from '../api/geocode.ts';
import type { OfferAddressValues } from './form-values.ts';
import type { GeoCoordinate } from './offer-request.ts';

/** What a lookup of the address found: coordinates, nothing, or no answer (try the server). */
export type AddressLookup =
  { kind: 'found'; coordinate: GeoCoordinate } | { kind: 'notFound' } | { kind: 'unavailable' };

/** The parts the coordinates depend on, as one comparable text ("lastCheckedAddress"). */
export function addressKey(
  address: Pick<OfferAddressValues, 'street' | 'city' | 'state' | 'postCode'>,
): string {
  return [address.street, address.city, address.state, address.postCode]
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');
}

/** Whether there is enough of an address to look up: the geocoder needs at least a city. */
export function canLookUp(address: Pick<OfferAddressValues, 'city'>): boolean {
  return address.city.trim() !== '';
}

/**
 * Reads a Google-shaped geocoding answer: OK with a result is found, ZERO_RESULTS is not found,
 * anything else (limits, errors) says nothing about the address.
 */
export function readGeocodeAnswer(answer: GeocodeAnswer): AddressLookup {
  const location = answer.status === 'OK' ? answer.results[0]?.geometry.location : undefined;
  if (location) return { kind: 'found', coordinate: { lat: location.lat, lon: location.lng } };
  if (answer.status === 'ZERO_RESULTS' || answer.status === 'OK') return { kind: 'notFound' };
  return { kind: 'unavailable' };
}
