import {
  APPROXIMATE_AREA_RADIUS_M,
  approximateLocation,
  REGION_SETTINGS,
  type OfferDetailDto,
  type Region,
} from '@marketplace/contract';

/** spec 000 section 9: the offer map opens at zoom 14. */
export const MAP_ZOOM = 14;
/** An approximate area (about 2 km across) fits a phone's map at one step out (decision 082). */
export const AREA_ZOOM = 13;

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
  zoom: number;
  /** A pin only on a real, shown, exact address. */
  marker: boolean;
  /** A circle of this many metres around the centre when only the area is shown, else null. */
  areaRadius: number | null;
}

/**
 * Where the offer map looks: the exact address with a pin; the area around it as a circle when the
 * seller shows only that (decision 082: the server sends others the area's centre, and the owner,
 * who gets the exact point, sees the same area); the edition's default centre without either when
 * the offer has no coordinates or its location is hidden.
 */
export function mapViewOf(
  offer: Pick<OfferDetailDto, 'address' | 'hideLocation'> & { showExactAddress?: boolean },
  region: Region,
): MapView {
  const point = offer.address?.geoCoordinate;
  if (!offer.hideLocation && point) {
    return offer.showExactAddress === false
      ? {
          centre: approximateLocation(point),
          zoom: AREA_ZOOM,
          marker: false,
          areaRadius: APPROXIMATE_AREA_RADIUS_M,
        }
      : { centre: point, zoom: MAP_ZOOM, marker: true, areaRadius: null };
  }
  return {
    centre: REGION_SETTINGS[region].defaultMapCentre,
    zoom: MAP_ZOOM,
    marker: false,
    areaRadius: null,
  };
}
