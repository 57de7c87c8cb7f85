/**
 * Leaflet and react-leaflet on the server: they read `window` when imported, and the map is never
 * in a server-rendered page (it renders once its box is in view, in the browser). The server build
 * resolves both to this module (vite.config.ts); anything used from it is a bug that says so.
 */
function browserOnly(): never {
  throw new Error('The map renders in the browser only');
}

export const divIcon = browserOnly;
export const Circle = browserOnly;
export const MapContainer = browserOnly;
export const Marker = browserOnly;
export const TileLayer = browserOnly;
export const ZoomControl = browserOnly;
