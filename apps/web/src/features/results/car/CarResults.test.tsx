import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@portal/domain/users';
import { campaign77, guest, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { WhenSigned } from '../../../test/hotel';
import { testCarDraft, testCarOffer } from '../../../test/carBus';
import CarResults from './CarResults';

const offers = [
  testCarOffer('c1', 'Localiza', 'SUV', 'Jeep Compass', 900),
  testCarOffer('c2', 'Movida', 'Econômico', 'Fiat Mobi', 300, {
    automaticTransmission: false,
    airConditioning: false,
  }),
  testCarOffer('c3', 'Localiza', 'Econômico', 'Renault Kwid', 450.5),
];

function setup(user: SessionUser = member) {
  window.sessionStorage.setItem('carSearch', JSON.stringify(testCarDraft()));
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Carro'));
  const spy = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    'POST /api/car': { body: offers },
  });
  const view = renderWithProviders(
    <WhenSigned>
      <CarResults />
    </WhenSigned>,
    { signedIn: true, path: '/busca/resultado-pesquisa' },
  );
  return { ...view, spy };
}

const models = () =>
  screen
    .getAllByTestId('car-card')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('CarResults', () => {
  it('runs the stored search and lists the cars by total, each card with the car, the counter and the price', async () => {
    const { spy } = setup();
    await screen.findAllByTestId('car-card');
    const body = spy.mock.calls.find(([url]) => String(url).endsWith('/api/car'))?.[1]?.body;
    expect(JSON.parse(String(body))).toMatchObject({
      country: 'BR',
      pickupAirport: 'GRU',
      pickupLocationCode: 'LOC-GRU',
      dropoffLocationCode: 'LOC-GRU',
      pickupDate: '2030-03-10',
      pickupTime: '10:00',
      dropoffDate: '2030-03-13',
      dropoffTime: '09:30',
    });
    expect(models()).toEqual(['Fiat Mobi', 'Renault Kwid', 'Jeep Compass']);
    expect(screen.getByRole('heading', { name: '3 carro(s) encontrado(s)' })).toBeInTheDocument();

    const mobi = screen.getByRole('article', { name: 'Econômico Fiat Mobi' });
    expect(within(mobi).getByRole('img', { name: 'Foto do carro Fiat Mobi' })).toBeInTheDocument();
    expect(within(mobi).getByRole('img', { name: 'Logo da locadora Movida' })).toBeInTheDocument();
    const features = within(mobi).getByRole('list', { name: 'Fiat Mobi' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 lugares', '4 portas', 'Bagagem: consulte a locadora', 'Câmbio: Man.']);
    const compass = screen.getByRole('article', { name: 'SUV Jeep Compass' });
    expect(compass).toHaveTextContent('Câmbio: Auto');
    expect(compass).toHaveTextContent('Ar-condicionado');
    expect(mobi).toHaveTextContent(
      'Retirada: 10/03/2030 10:00 · Aeroporto de Guarulhos, Terminal 2',
    );
    expect(mobi).toHaveTextContent(
      'Devolução: 13/03/2030 09:30 · Aeroporto de Guarulhos, Terminal 2',
    );
    expect(mobi).toHaveTextContent('Total para 3 dia(s)');
    // R$ 300,00 at 50 points per real
    expect(within(mobi).getByTestId('car-price')).toHaveTextContent('15.000 Pts');
  });

  it("filters by 'Locadoras', 'Tipos de Carros' and the 'Valor' range, each a labelled group", async () => {
    setup();
    await screen.findAllByTestId('car-card');
    const user = userEvent.setup();
    const companies = screen.getByRole('group', { name: 'Locadoras' });
    await user.click(within(companies).getByRole('checkbox', { name: 'Localiza (2)' }));
    expect(models()).toEqual(['Renault Kwid', 'Jeep Compass']);
    const categories = screen.getByRole('group', { name: 'Tipos de Carros' });
    await user.click(within(categories).getByRole('checkbox', { name: 'Econômico (2)' }));
    expect(models()).toEqual(['Renault Kwid']);
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(models()).toHaveLength(3);

    const price = screen.getByRole('group', { name: 'Valor' });
    const min = within(price).getByRole('slider', { name: 'Valor mínimo' });
    expect(within(price).getByRole('slider', { name: 'Valor máximo' })).toHaveAttribute(
      'aria-valuemax',
      '45000',
    );
    min.focus();
    await user.keyboard('{End}');
    expect(models()).toEqual(['Jeep Compass']);
    await user.click(within(categories).getByRole('checkbox', { name: 'Econômico (2)' }));
    expect(
      screen.getByText(/Não encontramos resultados que correspondam aos filtros selecionados/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 carro(s) encontrado(s)' })).toBeInTheDocument();
  });

  it('stores the chosen car with its search and goes to the checkout', async () => {
    const { router } = setup();
    await screen.findAllByTestId('car-card');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Selecionar Renault Kwid da Localiza' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resumo'));
    const stored = JSON.parse(window.sessionStorage.getItem('selectedCar') ?? 'null');
    expect(stored).toMatchObject({
      offer: { offerId: 'c3', model: 'Renault Kwid' },
      search: { pickupAirport: 'GRU', pickupLocationCode: 'LOC-GRU' },
    });
  });

  it('shows guests R$ and, on Selecionar, the dialog whose guest option goes to the checkout', async () => {
    const { router } = setup(guest);
    await screen.findAllByTestId('car-card');
    const mobi = screen.getByRole('article', { name: 'Econômico Fiat Mobi' });
    expect(within(mobi).getByTestId('car-price')).toHaveTextContent('R$ 300,00');
    const user = userEvent.setup();
    await user.click(within(mobi).getByRole('button', { name: /^Selecionar / }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('exigem ao menos 30% do valor em pontos');
    expect(router.state.location.pathname).toBe('/busca/resultado-pesquisa');
    await user.click(
      within(dialog).getByRole('button', { name: 'Continuar como visitante (pagar em R$)' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resumo'));
    expect(JSON.parse(window.sessionStorage.getItem('selectedCar') ?? 'null')).toMatchObject({
      offer: { offerId: 'c2' },
    });
  });
});
