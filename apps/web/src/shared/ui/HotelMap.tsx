import { useMemo, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useQuery } from '@tanstack/react-query';
import { MAP_ATTRIBUTION, mapSettingsQuery, markerHtml } from './mapConfig';

export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** Text on the marker (price label), or null for a plain pin. */
  label: string | null;
  title: string;
  popup?: ReactNode;
}

export interface HotelMapProps {
  markers: MapMarker[];
  height: number;
  ariaLabel: string;
  zoom?: number;
}

const markerStyles = (
  <GlobalStyles
    styles={{
      '.hotel-marker-icon': { background: 'transparent', border: 0 },
      '.hotel-price-marker': {
        display: 'inline-block',
        transform: 'translate(-50%, -100%)',
        whiteSpace: 'nowrap',
        padding: '2px 8px',
        borderRadius: 12,
        background: '#0b3d91',
        color: '#fff',
        fontWeight: 700,
        fontSize: 12,
        boxShadow: '0 1px 4px rgba(0,0,0,.4)',
      },
    }}
  />
);

function icon(label: string | null) {
  return L.divIcon({
    className: 'hotel-marker-icon',
    html: markerHtml(label ?? '●'),
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });
}

/**
 * Leaflet map fitted to every marker. Markers are divIcons with their label, so they show even
 * when no tile loads. Loaded lazily (Leaflet stays out of the first load).
 */
export default function HotelMap({ markers, height, ariaLabel, zoom = 15 }: HotelMapProps) {
  const bounds = useMemo(
    () => L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as [number, number])),
    [markers],
  );
  const single = markers.length === 1 ? markers[0] : undefined;
  const tiles = useQuery(mapSettingsQuery).data;
  return (
    <div role="region" aria-label={ariaLabel} style={{ height, width: '100%' }}>
      {markerStyles}
      <MapContainer
        style={{ height: '100%', width: '100%' }}
        {...(single
          ? { center: [single.latitude, single.longitude] as [number, number], zoom }
          : { bounds, boundsOptions: { padding: [40, 40] as [number, number] } })}
        scrollWheelZoom={false}
      >
        {tiles ? <TileLayer url={tiles.tileUrl} attribution={MAP_ATTRIBUTION} /> : null}
        {markers.map((m) => (
          <Marker
            key={m.id}
            position={[m.latitude, m.longitude]}
            icon={icon(m.label)}
            title={m.title}
            alt={m.title}
            keyboard
          >
            {m.popup ? <Popup>{m.popup}</Popup> : null}
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
