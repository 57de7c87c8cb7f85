import type { AddressDto } from '@marketplace/contract';
import { useCallback, useRef } from 'react';
import { geocodeAddress } from '../api/geocode.ts';
import { addressKey, readGeocodeAnswer, type AddressLookup } from '../lib/address-lookup.ts';
import type { OfferAddressValues } from '../lib/form-values.ts';

/**
 * Looks the address up with the geocoder on submit (street, city and state, plus the post code
 * for precision), remembering the last address checked ("lastCheckedAddress") so an unchanged one
 * is not looked up again. A saved offer's address counts as checked when it has coordinates.
 */
export function useAddressLocator(saved?: AddressDto | null) {
  const lastChecked = useRef<{ key: string; lookup: AddressLookup } | null>(
    saved?.geoCoordinate
      ? {
          key: addressKey({
            street: saved.street ?? '',
            city: saved.city ?? '',
            state: saved.state ?? '',
            postCode: saved.postCode ?? '',
          }),
          lookup: { kind: 'found', coordinate: saved.geoCoordinate },
        }
      : null,
  );

  return useCallback(async (address: OfferAddressValues): Promise<AddressLookup> => {
    const key = addressKey(address);
    if (lastChecked.current?.key === key) return lastChecked.current.lookup;
    try {
      const lookup = readGeocodeAnswer(
        await geocodeAddress({
          street: address.street,
          city: address.city,
          state: address.state,
          postCode: address.postCode,
        }),
      );
      if (lookup.kind !== 'unavailable') lastChecked.current = { key, lookup };
      return lookup;
    } catch {
      return { kind: 'unavailable' };
    }
  }, []);
}
