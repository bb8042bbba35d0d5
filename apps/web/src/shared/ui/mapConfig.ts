/** Tile server of the hotel maps: VITE_MAP_TILE_URL at build time, OpenStreetMap by default. */
export const MAP_TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ||
  'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
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
