import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { Circle, MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { MAP_TILES, type MapView } from '../../lib/map-view.ts';

// A brand-coloured pin drawn in SVG: Leaflet's default marker images do not survive bundling.
const pin = divIcon({
  className: '',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  html: `<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 41s14-13.2 14-24.5C30 8 23.7 2 16 2S2 8 2 16.5C2 27.8 16 41 16 41Z" fill="#0f6b61" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16.5" r="5.5" fill="#fff"/></svg>`,
});

/** The Leaflet map itself (loaded on demand with its CSS, so other pages do not carry it). */
export function OfferMap({ view }: { view: MapView }) {
  const { t } = useTranslation();
  const centre: [number, number] = [view.centre.lat, view.centre.lon];
  return (
    <MapContainer
      center={centre}
      zoom={view.zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      className="size-full"
    >
      <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} />
      <ZoomControl
        position="topright"
        zoomInTitle={t('offerDetail.location.zoomIn')}
        zoomOutTitle={t('offerDetail.location.zoomOut')}
      />
      {view.marker && <Marker position={centre} icon={pin} interactive={false} keyboard={false} />}
      {view.areaRadius !== null && (
        <Circle
          center={centre}
          radius={view.areaRadius}
          interactive={false}
          pathOptions={{ color: '#0f6b61', weight: 2, fillColor: '#0f6b61', fillOpacity: 0.15 }}
          className="offer-map-area"
        />
      )}
    </MapContainer>
  );
}
