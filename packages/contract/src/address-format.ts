import type { Region } from './regions.ts';

/** The parts of an address any screen or message writes: an account's, an order's, an offer's. */
export interface PostalAddressParts {
  street?: string | null | undefined;
  apartmentNumber?: string | null | undefined;
  city?: string | null | undefined;
  /** A US state's two-letter code, a Polish voivodeship's name. */
  state?: string | null | undefined;
  postCode?: string | null | undefined;
}

export interface AddressFormatOptions {
  /** Write the Polish voivodeship on a line of its own (`woj. mazowieckie`); on by default. */
  voivodeship?: boolean;
}

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

/** `4` -> `Apt 4`; `#4`, `Suite 200`, `Unit B` stay as written. */
function usApartment(apartment: string): string {
  return /^\d+[A-Za-z]?$|^[A-Za-z]\d*$/.test(apartment) ? `Apt ${apartment}` : apartment;
}

/** `ul. Długa 5` + `3` -> `ul. Długa 5/3`; a street without a house number gets `m. 3`. */
function plStreet(street: string, apartment: string): string {
  if (!apartment) return street;
  if (!street) return '';
  const numbered = /\d[A-Za-z]?$/.test(street);
  return /^[\dA-Za-z]+$/.test(apartment) && numbered ? `${street}/${apartment}` : `${street} m. ${apartment}`;
}

/**
 * An address as the edition writes it, one line per entry, parts that are missing left out
 * (docs/decisions/081):
 * - US: `123 Pine St, Apt 4` then `Seattle, WA 98101`;
 * - PL: `ul. Długa 5/3` then `00-001 Warszawa`, then `woj. mazowieckie` unless turned off.
 */
export function formatAddressLines(
  address: PostalAddressParts,
  region: Region,
  options: AddressFormatOptions = {},
): string[] {
  const street = clean(address.street);
  const apartment = clean(address.apartmentNumber);
  const city = clean(address.city);
  const state = clean(address.state);
  const postCode = clean(address.postCode);
  if (region === 'us') {
    const streetLine = street && apartment ? `${street}, ${usApartment(apartment)}` : street;
    const stateAndZip = [state, postCode].filter(Boolean).join(' ');
    const cityLine =
      city && state ? `${city}, ${stateAndZip}` : [city, stateAndZip].filter(Boolean).join(' ');
    return [streetLine, cityLine].filter(Boolean);
  }
  const cityLine = [postCode, city].filter(Boolean).join(' ');
  const voivodeship = options.voivodeship !== false && state ? `woj. ${state}` : '';
  return [plStreet(street, apartment), cityLine, voivodeship].filter(Boolean);
}

/** The address on one line: `123 Pine St, Apt 4, Seattle, WA 98101` / `ul. Długa 5/3, 00-001 Warszawa`. */
export function formatAddress(
  address: PostalAddressParts,
  region: Region,
  options: AddressFormatOptions = {},
): string {
  return formatAddressLines(address, region, options).join(', ');
}

/**
 * Where something is, without the street or the post code (offer cards, seller panels, a
 * profile): `Seattle, WA` / `Warszawa, mazowieckie`.
 */
export function formatPlace(address: Pick<PostalAddressParts, 'city' | 'state'>, _region: Region): string {
  return [clean(address.city), clean(address.state)].filter(Boolean).join(', ');
}
