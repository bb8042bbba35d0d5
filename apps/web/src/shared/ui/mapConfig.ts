import { queryOptions } from '@tanstack/react-query';
import type { MapSettings } from '@portal/domain/maps';
import { apiRequest } from '../api/client';

/** The tile server the API names (MAP_TILE_URL), the one its content security policy allows. */
export const mapSettingsQuery = queryOptions({
  queryKey: ['map', 'settings'] as const,
  queryFn: () => apiRequest<MapSettings>('/api/map', { reply: 'json', sessionRequest: false }),
  staleTime: Infinity,
});
export const MAP_ATTRIBUTION =
  '&copy; colaboradores do <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Hotel results map height. */
export const RESULTS_MAP_HEIGHT = 800;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** HTML of a marker's divIcon: the price label (markers need no tiles). */
export const markerHtml = (label: string): string =>
  `<span class="hotel-price-marker">${escapeHtml(label)}</span>`;

/** What a cluster of hotels on the map says. */
export const clusterCopy = {
  count: (n: number) => `${n.toLocaleString('pt-BR')} hotéis`,
  from: (price: string) => `a partir de ${price}`,
  zoomIn: (n: number, lowest: string | null) =>
    `Aproximar o mapa: ${clusterCopy.count(n)}${lowest ? ` ${clusterCopy.from(lowest)}` : ''}`,
};

/** HTML of a cluster's divIcon: how many hotels, and the lowest price when they have one. */
export const clusterHtml = (count: number, lowest: string | null): string =>
  `<span class="hotel-cluster-marker"><strong>${escapeHtml(clusterCopy.count(count))}</strong>${
    lowest ? ` <span>${escapeHtml(clusterCopy.from(lowest))}</span>` : ''
  }</span>`;
