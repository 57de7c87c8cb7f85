import { describe, expect, it } from 'vitest';
import { addressKey, canLookUp, readGeocodeAnswer } from './address-lookup.ts';

const ADDRESS = { street: 'Main St 1', city: 'Austin', state: 'TX', postCode: '73301' };

describe('address lookup', () => {
  it('compares addresses regardless of case and spacing', () => {
    expect(addressKey(ADDRESS)).toBe(addressKey({ ...ADDRESS, street: ' main  st 1 ', city: 'AUSTIN' }));
    expect(addressKey(ADDRESS)).not.toBe(addressKey({ ...ADDRESS, state: 'CA' }));
  });

  it('needs a city', () => {
    expect(canLookUp({ city: ' ' })).toBe(false);
    expect(canLookUp({ city: 'Austin' })).toBe(true);
  });

  it('reads the geocoder answer', () => {
    expect(
      readGeocodeAnswer({ status: 'OK', results: [{ geometry: { location: { lat: 30.2, lng: -97.7 } } }] }),
    ).toEqual({ kind: 'found', coordinate: { lat: 30.2, lon: -97.7 } });
    expect(readGeocodeAnswer({ status: 'ZERO_RESULTS', results: [] })).toEqual({ kind: 'notFound' });
    expect(readGeocodeAnswer({ status: 'OVER_QUERY_LIMIT', results: [] })).toEqual({ kind: 'unavailable' });
  });
});
