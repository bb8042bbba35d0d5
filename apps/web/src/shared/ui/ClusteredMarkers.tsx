import { useMemo, useState, type ReactNode } from 'react';
import { Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import L from 'leaflet';
import Supercluster from 'supercluster';
import { clusterCopy, clusterHtml, markerHtml } from './mapConfig';

export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** Text on the marker (price label), or null for a plain pin. */
  label: string | null;
  /** Comparable price: a cluster of markers shows the label of its cheapest. */
  price?: number;
  title: string;
  popup?: ReactNode;
}

/**
 * Closer than this (screen pixels) markers merge. Hotels left alone are farther apart than this,
 * and a price label is at most about 100 px wide and 20 px tall, so no two labels cover each other.
 */
const CLUSTER_RADIUS_PX = 120;
/** Past this zoom every hotel shows alone (hotels at the same address stay together until then). */
const CLUSTER_MAX_ZOOM = 17;

interface Leaf {
  index: number;
}
interface Summary {
  cheapest: number;
}

/**
 * No icon size: the marker's element wraps its label (so its focus ring and hit area are the
 * label's), and the stylesheet's `translate` anchors it to the point.
 */
const labelIcon = (className: string, html: string) =>
  L.divIcon({ className: `hotel-marker-icon ${className}`, html, iconSize: undefined });

const markerIcon = (label: string | null) =>
  labelIcon('hotel-price-icon', markerHtml(label ?? '●'));
const clusterIcon = (count: number, lowest: string | null) =>
  labelIcon('hotel-cluster-icon', clusterHtml(count, lowest));

const isCheaper = (a: MapMarker | undefined, b: MapMarker | undefined) =>
  (a?.price ?? Infinity) < (b?.price ?? Infinity);

function clusterIndex(markers: MapMarker[]) {
  const index = new Supercluster<Leaf, Summary>({
    radius: CLUSTER_RADIUS_PX,
    // Leaflet's tiles are 256 px wide, so the radius is in screen pixels
    extent: 256,
    maxZoom: CLUSTER_MAX_ZOOM,
    map: ({ index: i }) => ({ cheapest: i }),
    reduce: (summary, other) => {
      if (isCheaper(markers[other.cheapest], markers[summary.cheapest])) {
        summary.cheapest = other.cheapest;
      }
    },
  });
  return index.load(
    markers.map((m, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [m.longitude, m.latitude] },
      properties: { index: i },
    })),
  );
}

/** The visible area with half a screen around it, so panning finds markers already there. */
function viewOf(map: L.Map) {
  const bounds = map.getBounds().pad(0.5);
  return {
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()] as [
      number,
      number,
      number,
      number,
    ],
    zoom: map.getZoom(),
  };
}

const activates = (event: L.LeafletKeyboardEvent) =>
  event.originalEvent.key === 'Enter' || event.originalEvent.key === ' ';

/**
 * The markers of a map, hotels close together on screen merged into one marker saying how many
 * they are and the lowest price; activating it (click, Enter or Space) zooms in until they part.
 */
export function ClusteredMarkers({ markers }: { markers: MapMarker[] }) {
  const map = useMap();
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)) });
  const index = useMemo(() => clusterIndex(markers), [markers]);
  const icons = useMemo(() => markers.map((m) => markerIcon(m.label)), [markers]);
  const features = useMemo(() => index.getClusters(view.bbox, view.zoom), [index, view]);

  return features.map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    const { properties } = feature;
    if ('cluster' in properties) {
      const lowest = markers[properties.cheapest]?.label ?? null;
      const expand = () =>
        map.setView(
          [latitude, longitude],
          Math.min(index.getClusterExpansionZoom(properties.cluster_id), map.getMaxZoom()),
        );
      return (
        <Marker
          key={`cluster-${properties.cluster_id}`}
          position={[latitude, longitude]}
          icon={clusterIcon(properties.point_count, lowest)}
          title={clusterCopy.zoomIn(properties.point_count, lowest)}
          keyboard
          eventHandlers={{
            click: expand,
            keydown: (event: L.LeafletKeyboardEvent) => {
              if (!activates(event)) return;
              event.originalEvent.preventDefault();
              expand();
              // the cluster is gone once zoomed in: the map keeps the focus, not the page
              map.getContainer().focus({ preventScroll: true });
            },
          }}
        />
      );
    }
    const marker = markers[properties.index];
    if (!marker) return null;
    return (
      <Marker
        key={marker.id}
        position={[marker.latitude, marker.longitude]}
        icon={icons[properties.index]}
        title={marker.title}
        alt={marker.title}
        keyboard
      >
        {marker.popup ? <Popup>{marker.popup}</Popup> : null}
      </Marker>
    );
  });
}
