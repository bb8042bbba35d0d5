import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@portal/domain/users';
import { campaign77, guest, member } from '../../../test/fixtures';
import { mockFetch, type MockReply } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import HotelResults from './HotelResults';
import { testDraft, testRate, testStay, WhenSigned } from '../../../test/hotel';
import { markerHtml } from '../../../shared/ui/mapConfig';
import { sizeLeafletMaps } from '../../../test/map';

const breakfast = {
  mealPlanName: 'Café da manhã',
  mealsIncluded: { breakfast: true, lunch: false, dinner: false },
};
const stays = [
  testStay('H-3', 'Grand Paulista', 5, [
    { name: 'Luxo', rates: [testRate(0, 900), testRate(1, 1000)] },
  ]),
  testStay('H-1', 'Pousada Sol', 3, [
    { name: 'Standard', rates: [testRate(0, 300), testRate(1, 320)] },
    { name: 'Superior', rates: [testRate(0, 250.5), testRate(1, 500, { ratePlans: breakfast })] },
  ]),
  testStay('H-2', 'Hotel Ipiranga', 4.5, [
    { name: 'Standard', rates: [testRate(0, 400, { ratePlans: breakfast }), testRate(1, 400)] },
  ]),
];

function setup(user: SessionUser, reply: MockReply) {
  window.sessionStorage.setItem('hotelSearch', JSON.stringify(testDraft(2)));
  window.sessionStorage.setItem('buscaAtual', JSON.stringify('Hotel'));
  const spy = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    'POST /api/hotel/available': reply,
  });
  const view = renderWithProviders(
    <WhenSigned>
      <HotelResults />
    </WhenSigned>,
    { signedIn: true, path: '/busca/resultado-pesquisa' },
  );
  return { ...view, spy };
}

const ok = {
  body: { hotelStays: stays, addressCode: '3550308', session: { userId: 'u-1', sessionId: 's-1' } },
};
const cardNames = () =>
  screen.getAllByTestId('hotel-card').map((card) => within(card).getByRole('heading').textContent);

describe('HotelResults', () => {
  it('shows the loading texts, then cards by price ascending with points prices', async () => {
    const { spy } = setup(member, ok);
    expect(await screen.findByText('Construindo sua estadia perfeita...')).toBeInTheDocument();
    expect(
      screen.getByText('Aguarde enquanto buscamos os melhores hotéis para você!'),
    ).toBeInTheDocument();
    await screen.findAllByTestId('hotel-card');
    expect(cardNames()).toEqual(['Pousada Sol', 'Hotel Ipiranga', 'Grand Paulista']);
    const sol = screen.getByRole('article', { name: 'Pousada Sol' });
    // cheapest rate per room: 250,50 + 320,00 = 570,50 → 28.525 points at 50/R$; per night /3
    expect(within(sol).getByText('A partir de')).toBeInTheDocument();
    expect(within(sol).getByTestId('hotel-price')).toHaveTextContent('28.525 Pts');
    expect(within(sol).getByText('por 3 noites x 2 quartos')).toBeInTheDocument();
    expect(within(sol).getByTestId('hotel-per-night')).toHaveTextContent('9.509 Pts por noite');
    expect(within(sol).getByRole('button', { name: /Detalhes/ })).toBeInTheDocument();
    const body = spy.mock.calls.find(([url]) => String(url).includes('/api/hotel/available'))?.[1]
      ?.body;
    expect(JSON.parse(String(body))).toMatchObject({
      addressCode: '3550308',
      qtRooms: 2,
      qtAdult: 2,
      checkinDate: '2030-03-10',
      checkoutDate: '2030-03-13',
    });
    expect(JSON.parse(window.sessionStorage.getItem('hotelSession') ?? 'null')).toEqual({
      addressCode: '3550308',
      session: { userId: 'u-1', sessionId: 's-1' },
    });
  });

  it('shows R$ to guests', async () => {
    setup(guest, ok);
    const sol = await screen.findByRole('article', { name: 'Pousada Sol' });
    expect(within(sol).getByTestId('hotel-price')).toHaveTextContent('R$ 570,50');
  });

  it('filters by name, minimum stars and included meals', async () => {
    setup(member, ok);
    await screen.findAllByTestId('hotel-card');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome do hotel'), 'IPIR');
    expect(cardNames()).toEqual(['Hotel Ipiranga']);
    await user.clear(screen.getByLabelText('Nome do hotel'));
    expect(cardNames()).toHaveLength(3);

    const stars = screen.getByRole('slider', { name: /Estrelas/ });
    stars.focus();
    for (let i = 0; i < 9; i += 1) await user.keyboard('{ArrowRight}');
    expect(stars).toHaveAttribute('aria-valuenow', '4.5');
    expect(cardNames()).toEqual(['Hotel Ipiranga', 'Grand Paulista']);
    await user.keyboard('{Home}');

    await user.click(screen.getByRole('checkbox', { name: 'Café da manhã' }));
    expect(cardNames()).toEqual(['Pousada Sol', 'Hotel Ipiranga']);
    await user.click(screen.getByRole('checkbox', { name: 'Jantar' }));
    expect(
      screen.getByText(/Não encontramos resultados que correspondam aos filtros/),
    ).toBeInTheDocument();
  });

  it('keeps hotels with a rate with, or without, breakfast as the member chooses', async () => {
    setup(member, ok);
    await screen.findAllByTestId('hotel-card');
    const user = userEvent.setup();
    const choice = screen.getByRole('radiogroup');
    expect(within(choice).getByRole('radio', { name: 'Indiferente' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'Com café da manhã' }));
    expect(cardNames()).toEqual(['Pousada Sol', 'Hotel Ipiranga']);
    await user.click(within(choice).getByRole('radio', { name: 'Sem café da manhã' }));
    expect(cardNames()).toHaveLength(3);
    // no rate has breakfast included and not at once
    await user.click(screen.getByRole('checkbox', { name: 'Café da manhã' }));
    expect(
      screen.getByText(/Não encontramos resultados que correspondam aos filtros/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(within(choice).getByRole('radio', { name: 'Indiferente' })).toBeChecked();
    expect(cardNames()).toHaveLength(3);
  });

  it('sets the price range from the results', async () => {
    setup(member, ok);
    await screen.findAllByTestId('hotel-card');
    const min = screen.getByRole('slider', { name: 'Preço mínimo' });
    const max = screen.getByRole('slider', { name: 'Preço máximo' });
    expect(min).toHaveAttribute('aria-valuemin', '28525');
    expect(max).toHaveAttribute('aria-valuemax', '95000');
    const user = userEvent.setup();
    max.focus();
    await user.keyboard(
      '{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}',
    );
    expect(cardNames()).not.toContain('Grand Paulista');
  });

  it('opens a hotel: stores it and goes to the detail page', async () => {
    const { router } = setup(member, ok);
    await screen.findAllByTestId('hotel-card');
    await userEvent.setup().click(
      within(screen.getByRole('article', { name: 'Pousada Sol' })).getByRole('button', {
        name: /Detalhes/,
      }),
    );
    expect(router.state.location.pathname).toBe('/busca/hotel-details');
    expect(
      JSON.parse(window.sessionStorage.getItem('selectedHotel') ?? 'null').basicPropertyInfo
        .hotelRef.hotelCode,
    ).toBe('H-1');
  });

  it('switches to the map with one price marker per hotel', async () => {
    sizeLeafletMaps(800, 800);
    setup(member, ok);
    await screen.findAllByTestId('hotel-card');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mapa' }));
    expect(await screen.findByRole('region', { name: 'Mapa dos hotéis' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('.hotel-price-marker')).toHaveLength(3));
    const labels = [...document.querySelectorAll('.hotel-price-marker')].map((m) => m.textContent);
    expect(labels).toEqual(['28.525 Pts', '40.000 Pts', '95.000 Pts']);
    expect(markerHtml('<b>')).toBe('<span class="hotel-price-marker">&lt;b&gt;</span>');
  });

  it('shows the 409 text with "Refazer pesquisa"', async () => {
    const { router } = setup(member, {
      status: 409,
      body: { error: 'O fornecedor recusou a consulta.', code: 'SUPPLIER_CONFLICT' },
    });
    const box = await screen.findByTestId('hotel-error');
    expect(box).toHaveTextContent('O fornecedor recusou a consulta.');
    await userEvent.setup().click(within(box).getByRole('button', { name: 'Refazer pesquisa' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['204', { status: 204 }],
    ['400', { status: 400, body: { error: 'Destino desconhecido' } }],
  ])('shows the empty state for %s', async (_name, reply) => {
    setup(member, reply);
    expect(await screen.findByTestId('hotel-empty')).toHaveTextContent('Nenhum hotel encontrado');
  });
});
