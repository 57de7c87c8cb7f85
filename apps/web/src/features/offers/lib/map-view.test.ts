import { REGION_SETTINGS, type AddressDto } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { mapViewOf } from './map-view.ts';

const address: AddressDto = {
  city: 'Seattle',
  state: 'WA',
  postCode: '98101',
  street: '1616 Pine Street',
  apartmentNumber: null,
  geoCoordinate: { lat: 47.63, lon: -122.34 },
};

describe('mapViewOf', () => {
  it('centres on the address with a marker', () => {
    expect(mapViewOf(address, false, 'us')).toEqual({ centre: { lat: 47.63, lon: -122.34 }, marker: true });
  });

  it("falls back to the edition's centre without a marker when there are no coordinates", () => {
    expect(mapViewOf({ ...address, geoCoordinate: null }, false, 'pl')).toEqual({
      centre: REGION_SETTINGS.pl.defaultMapCentre,
      marker: false,
    });
    expect(mapViewOf(null, false, 'us').centre).toEqual(REGION_SETTINGS.us.defaultMapCentre);
  });

  it('shows no marker when the location is hidden', () => {
    expect(mapViewOf(address, true, 'us')).toEqual({
      centre: REGION_SETTINGS.us.defaultMapCentre,
      marker: false,
    });
  });
});
