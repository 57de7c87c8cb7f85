import { describe, expect, it } from 'vitest';
import {
  APPROXIMATE_AREA_RADIUS_M,
  approximateLocation,
  defaultShowExactAddress,
} from './location-privacy.ts';

function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

describe('approximateLocation', () => {
  const places = [
    { lat: 47.61134, lon: -122.33456 },
    { lat: 52.229676, lon: 21.012229 },
    { lat: -33.8688, lon: 151.2093 },
    { lat: 40.7128, lon: -74.006 },
    { lat: 54.35, lon: 18.6466 },
  ];

  it('moves the point, but never out of the circle the map draws', () => {
    for (const place of places) {
      const area = approximateLocation(place);
      expect(area).not.toEqual(place);
      expect(metresBetween(place, area)).toBeLessThan(APPROXIMATE_AREA_RADIUS_M * 0.8);
    }
  });

  it('is the same for every point of a cell, so it is deterministic and hides the door', () => {
    const door = { lat: 52.22971, lon: 21.01221 };
    const neighbour = { lat: 52.22952, lon: 21.01304 };
    expect(approximateLocation(door)).toEqual(approximateLocation(neighbour));
    expect(approximateLocation(door)).toEqual(approximateLocation({ ...door }));
    expect(approximateLocation(approximateLocation(door))).toEqual(approximateLocation(door));
  });
});

describe('defaultShowExactAddress', () => {
  it('shows the exact address of companies and of real estate, not of private persons', () => {
    expect(defaultShowExactAddress('company', 'product')).toBe(true);
    expect(defaultShowExactAddress('person', 'real_estate')).toBe(true);
    expect(defaultShowExactAddress('person', 'product')).toBe(false);
    expect(defaultShowExactAddress('person', 'service')).toBe(false);
  });
});
