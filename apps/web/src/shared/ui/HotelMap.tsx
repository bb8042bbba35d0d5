import { useMemo } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useQuery } from '@tanstack/react-query';
import { MAP_ATTRIBUTION, mapSettingsQuery } from './mapConfig';
import { ClusteredMarkers, type MapMarker } from './ClusteredMarkers';

export interface HotelMapProps {
  markers: MapMarker[];
  height: number;
  ariaLabel: string;
  zoom?: number;
}

const markerStyles = (
  <GlobalStyles
    styles={{
      '.hotel-marker-icon': { background: 'transparent', border: 0, borderRadius: 12 },
      '.hotel-marker-icon:focus-visible': { outline: '3px solid #ff8f00', outlineOffset: 2 },
      // Leaflet places the marker with `transform`; `translate` adds the anchor on top of it
      '.hotel-price-icon': { translate: '-50% -100%' },
      '.hotel-cluster-icon': { translate: '-50% -50%' },
      '.hotel-price-marker': {
        display: 'block',
        whiteSpace: 'nowrap',
        padding: '2px 8px',
        borderRadius: 12,
        background: '#0b3d91',
        color: '#fff',
        fontWeight: 700,
        fontSize: 12,
        boxShadow: '0 1px 4px rgba(0,0,0,.4)',
      },
      '.hotel-cluster-marker': {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        whiteSpace: 'nowrap',
        padding: '4px 10px',
        borderRadius: 16,
        border: '2px solid #0b3d91',
        background: '#fff',
        color: '#0b3d91',
        fontSize: 12,
        lineHeight: 1.3,
        boxShadow: '0 1px 4px rgba(0,0,0,.4)',
        cursor: 'pointer',
      },
    }}
  />
);

/**
 * Leaflet map fitted to every marker. Markers are divIcons with their label, so they show even
 * when no tile loads; markers close together are clustered. Loaded lazily (Leaflet stays out of
 * the first load).
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
        <ClusteredMarkers markers={markers} />
      </MapContainer>
    </div>
  );
}
