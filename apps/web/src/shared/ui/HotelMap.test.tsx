import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { sizeLeafletMaps } from '../../test/map';
import { testQueryClient } from '../../test/renderApp';
import HotelMap from './HotelMap';
import type { MapMarker } from './ClusteredMarkers';

/** 177 hotels in a few streets of São Paulo, the dearest first. */
const hotels: MapMarker[] = Array.from({ length: 177 }, (_, i) => {
  const points = 50_000 - i * 100;
  return {
    id: `H-${i}`,
    latitude: -23.55 + (i % 13) * 0.0015,
    longitude: -46.63 + Math.floor(i / 13) * 0.0015,
    label: `${points.toLocaleString('pt-BR')} Pts`,
    price: points,
    title: `Hotel ${i}`,
  };
});

function renderMap(markers: MapMarker[]) {
  sizeLeafletMaps(800, 800);
  mockFetch({});
  render(
    <QueryClientProvider client={testQueryClient()}>
      <HotelMap markers={markers} height={800} ariaLabel="Mapa dos hotéis" />
    </QueryClientProvider>,
  );
}

const priceMarkers = () => document.querySelectorAll('.hotel-price-marker');
const clusters = () => screen.getAllByRole('button', { name: /^[\d.]+ hotéis/ });
const clusterCount = (cluster: HTMLElement) =>
  Number(/^([\d.]+) hotéis/.exec(cluster.textContent ?? '')?.[1]?.replace('.', ''));

describe('HotelMap', () => {
  it('clusters hotels close together, each cluster saying how many and from what price', async () => {
    renderMap(hotels);
    await waitFor(() => expect(clusters().length).toBeGreaterThan(0));
    const shown = clusters().length + priceMarkers().length;
    expect(shown).toBeLessThan(30);
    expect(clusters().reduce((sum, c) => sum + clusterCount(c), 0) + priceMarkers().length).toBe(
      177,
    );
    // the cheapest hotel is the last one; its cluster says so
    expect(
      screen.getByRole('button', { name: /^[\d.]+ hotéis a partir de 32\.400 Pts$/ }),
    ).toBeInTheDocument();
  });

  it('zooms in when a cluster is clicked, and with Enter keeps the focus on the map', async () => {
    renderMap(hotels);
    await waitFor(() => expect(clusters().length).toBeGreaterThan(0));
    const before = clusters().length + priceMarkers().length;
    const user = userEvent.setup();
    await user.click(clusters()[0]!);
    await waitFor(() => expect(clusters().length + priceMarkers().length).not.toBe(before));

    const cluster = clusters()[0]!;
    const count = clusterCount(cluster);
    cluster.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cluster).not.toBeInTheDocument());
    expect(document.activeElement).toHaveClass('leaflet-container');
    expect(count).toBeGreaterThan(1);
  });

  it('shows one price label per hotel when they are apart', async () => {
    renderMap(hotels.slice(0, 3).map((h, i) => ({ ...h, latitude: -23.55 + i * 0.01 })));
    await waitFor(() => expect(priceMarkers()).toHaveLength(3));
    expect(screen.queryAllByRole('button', { name: /hotéis/ })).toHaveLength(0);
  });
});
