import {
  APPROXIMATE_AREA_RADIUS_M,
  approximateLocation,
  REGION_SETTINGS,
  type AddressDto,
} from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { AREA_ZOOM, MAP_ZOOM, mapViewOf } from './map-view.ts';

const address: AddressDto = {
  city: 'Seattle',
  state: 'WA',
  postCode: '98101',
  street: '1616 Pine Street',
  apartmentNumber: null,
  geoCoordinate: { lat: 47.63, lon: -122.34 },
};

describe('mapViewOf', () => {
  it('centres on an exact address with a marker', () => {
    expect(mapViewOf({ address, hideLocation: false, showExactAddress: true }, 'us')).toEqual({
      centre: { lat: 47.63, lon: -122.34 },
      zoom: MAP_ZOOM,
      marker: true,
      areaRadius: null,
    });
  });

  it('shows an area without a marker when the seller shows only that (decision 082)', () => {
    const area = approximateLocation(address.geoCoordinate!);
    const view = mapViewOf({ address, hideLocation: false, showExactAddress: false }, 'us');
    expect(view).toEqual({
      centre: area,
      zoom: AREA_ZOOM,
      marker: false,
      areaRadius: APPROXIMATE_AREA_RADIUS_M,
    });
    // The owner gets the exact point, others the area's centre: both see the same circle.
    const others = { ...address, street: null, postCode: null, geoCoordinate: area };
    expect(mapViewOf({ address: others, hideLocation: false, showExactAddress: false }, 'us')).toEqual(view);
  });

  it("falls back to the edition's centre without a marker when there are no coordinates", () => {
    expect(mapViewOf({ address: { ...address, geoCoordinate: null }, hideLocation: false }, 'pl')).toEqual({
      centre: REGION_SETTINGS.pl.defaultMapCentre,
      zoom: MAP_ZOOM,
      marker: false,
      areaRadius: null,
    });
    expect(mapViewOf({ address: null, hideLocation: false }, 'us').centre).toEqual(
      REGION_SETTINGS.us.defaultMapCentre,
    );
  });

  it('shows neither a marker nor an area when the location is hidden', () => {
    expect(mapViewOf({ address, hideLocation: true, showExactAddress: false }, 'us')).toMatchObject({
      centre: REGION_SETTINGS.us.defaultMapCentre,
      marker: false,
      areaRadius: null,
    });
  });
});
