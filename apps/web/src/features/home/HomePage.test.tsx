import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TopDestination } from '@portal/domain/showcases';
import { campaign77, member, member83, showcase } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const destination = (iata: string, city: string): TopDestination => ({
  destinationIata: iata,
  count: 3,
  imageUrl: `/files/destination-images/${iata}.png`,
  destination: { iata, name: `Aeroporto ${city}`, city, country: 'BR' },
  origin: { iata: 'GRU', name: 'Guarulhos', city: 'São Paulo', country: 'BR' },
});

const five = ['REC', 'SSA', 'FOR', 'NAT', 'POA'].map((iata, index) =>
  destination(iata, `Cidade ${index + 1}`),
);

describe('home', () => {
  it('shows the default headline, every enabled tab with the first selected and its placeholder form', async () => {
    mockFetch({
      'GET /api/user': { body: member },
      'GET /api/campaign/current': { body: campaign77 },
      'GET /api/showcase': { body: [] },
      'GET /api/destinations/top': { body: [] },
    });
    renderApp('/', { signedIn: true });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Encontre os melhores preços para você!',
      }),
    ).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Aéreo', 'Exclusivos', 'Hotel', 'Carro', 'Rodoviário', 'Experiências']);
    expect(screen.getByRole('tab', { name: 'Aéreo' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('search-form-flight')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Carro' }));
    expect(await screen.findByTestId('search-form-car')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rodoviário' })).toHaveFocus();
    expect(await screen.findByTestId('search-form-bus')).toBeInTheDocument();
    expect(screen.queryByText('Destinos mais procurados')).not.toBeInTheDocument();
  });

  it('uses the campaign headline and only the tabs campaign 83 enables', async () => {
    mockFetch({
      'GET /api/user': { body: member83 },
      'GET /api/showcase': { body: [] },
      'GET /api/destinations/top': { body: five },
    });
    renderApp('/', { signedIn: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sua próxima aventura começa aqui' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Hotel',
      'Carro',
      'Experiências',
    ]);
    expect(screen.getByRole('tab', { name: 'Hotel' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('search-form-hotel')).toBeInTheDocument();
    // topDestinationsEnabled is off for 83
    expect(screen.queryByText('Destinos mais procurados')).not.toBeInTheDocument();
  });

  it('shows four most-searched destinations; a card starts a flight search draft', async () => {
    mockFetch({
      'GET /api/user': { body: member },
      'GET /api/showcase': { body: [] },
      'GET /api/destinations/top': { body: five },
    });
    window.sessionStorage.setItem('hotelSearch', '{"old":true}');
    const { router } = renderApp('/', { signedIn: true });
    const section = (
      await screen.findByRole('heading', { name: 'Destinos mais procurados' })
    ).closest('section');
    if (!section) throw new Error('no section');
    const cards = within(section).getAllByRole('button');
    expect(cards).toHaveLength(4);
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Buscar voos para Cidade 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resultado-pesquisa'));
    expect(window.sessionStorage.getItem('hotelSearch')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('buscaAtual') ?? 'null')).toBe('Aéreo');
    const draft = JSON.parse(window.sessionStorage.getItem('flySearch') ?? '{}');
    expect(draft).toMatchObject({
      adultos: 1,
      criancas: 0,
      bebes: 0,
      idavolta: true,
      tarifasBagagem: false,
      apenasVoosDiretos: false,
    });
    expect(draft.origem.iata).toBe('GRU');
    expect(draft.destino.iata).toBe('REC');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const end = new Date(tomorrow);
    end.setDate(end.getDate() + 7);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(draft.datas.dataIda).toBe(
      `${pad(tomorrow.getDate())}/${pad(tomorrow.getMonth() + 1)}/${tomorrow.getFullYear()}`,
    );
    expect(draft.datas.dataVolta).toBe(
      `${pad(end.getDate())}/${pad(end.getMonth() + 1)}/${end.getFullYear()}`,
    );
  });

  it('lays showcase images out by count: 1→12, 2→6, 3→4, more→3 columns', async () => {
    mockFetch({
      'GET /api/user': { body: member },
      'GET /api/showcase': { body: [showcase(1), showcase(2), showcase(3), showcase(5)] },
      'GET /api/destinations/top': { body: [] },
    });
    renderApp('/', { signedIn: true });
    for (const [count, columns] of [
      [1, '12'],
      [2, '6'],
      [3, '4'],
      [5, '3'],
    ] as const) {
      const heading = await screen.findByRole('heading', { name: `Vitrine ${count}` });
      const section = heading.closest('section');
      if (!section) throw new Error('no section');
      const cells = section.querySelectorAll('[data-columns]');
      expect(cells).toHaveLength(count);
      cells.forEach((cell) => expect(cell).toHaveAttribute('data-columns', columns));
    }
    // prices in points with the campaign flight fee (10 %): R$ 1.000,00 × 1,10 × 50
    expect(screen.getAllByText('55.000 Pts').length).toBeGreaterThan(0);
  });

  it('a showcase card without type opens its link in a new tab', async () => {
    const linked = showcase(1);
    const image = linked.images[0];
    if (!image) throw new Error('fixture');
    linked.images[0] = { ...image, type: null, link: 'https://promo.example.com' };
    mockFetch({
      'GET /api/user': { body: member },
      'GET /api/showcase': { body: [linked] },
      'GET /api/destinations/top': { body: [] },
    });
    renderApp('/', { signedIn: true });
    const link = await screen.findByRole('link', { name: /Oferta 1/ });
    expect(link).toHaveAttribute('href', 'https://promo.example.com');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
