import { REGION_SETTINGS, type AddressDto, type Region } from '@marketplace/contract';

/** spec 000 section 9: the offer map opens at zoom 14. */
export const MAP_ZOOM = 14;

const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The XYZ tile server, chosen at build time (MAP_TILE_URL), OpenStreetMap by default. */
export const MAP_TILES = {
  url: import.meta.env.MAP_TILE_URL || OSM_TILES,
  attribution: import.meta.env.MAP_TILE_ATTRIBUTION || OSM_ATTRIBUTION,
};

export interface MapView {
  centre: { lat: number; lon: number };
  /** A marker only on a real, shown address. */
  marker: boolean;
}

/**
 * Where the offer map looks: the address's coordinates with a marker, or the edition's default
 * centre without one when the offer has no coordinates or its location is hidden.
 */
export function mapViewOf(address: AddressDto | null, hideLocation: boolean, region: Region): MapView {
  const point = address?.geoCoordinate;
  if (!hideLocation && point) return { centre: point, marker: true };
  return { centre: REGION_SETTINGS[region].defaultMapCentre, marker: false };
}
