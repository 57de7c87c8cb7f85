import type { Geocoder } from './geocoder.ts';

type Ring = readonly (readonly [lng: number, lat: number])[];

/** Poland's border, simplified to about 10 km: enough to tell which edition a visitor is in. */
const POLAND: Ring = [
  [14.22, 53.93],
  [15.5, 54.17],
  [16.9, 54.6],
  [18.3, 54.84],
  [18.6, 54.43],
  [19.6, 54.45],
  [22.8, 54.36],
  [23.5, 54.0],
  [23.9, 53.2],
  [23.6, 52.6],
  [23.2, 52.2],
  [23.7, 51.6],
  [24.1, 50.8],
  [23.6, 50.4],
  [22.6, 49.5],
  [22.6, 49.05],
  [21.6, 49.4],
  [20.9, 49.3],
  [20.0, 49.2],
  [19.4, 49.6],
  [18.8, 49.5],
  [18.0, 50.0],
  [17.6, 50.3],
  [16.9, 50.4],
  [16.2, 50.7],
  [15.0, 51.0],
  [14.8, 51.0],
  [14.7, 52.0],
  [14.6, 52.6],
  [14.1, 52.9],
  [14.4, 53.3],
  [14.22, 53.93],
];

/** The United States as boxes: the contiguous states, Alaska and Hawaii. */
const US_BOXES = [
  { south: 24.4, north: 49.4, west: -125.0, east: -66.9 },
  { south: 51.2, north: 71.5, west: -179.2, east: -129.9 },
  { south: 18.9, north: 22.3, west: -160.3, east: -154.8 },
];

function insideRing(ring: Ring, lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Country-level reverse geocoding over bundled outlines; no network. Every provider uses it for
 * `countryAt`: telling the edition a visitor is in needs no paid or rate-limited call.
 */
export function createOfflineCountryGeocoder(): Pick<Geocoder, 'countryAt'> {
  return {
    async countryAt(lat, lng) {
      if (insideRing(POLAND, lng, lat)) return 'PL';
      if (
        US_BOXES.some((box) => lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east)
      ) {
        return 'US';
      }
      return undefined;
    },
  };
}
