import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@portal/domain/users';
import { campaign77, guest, member } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/renderApp';
import { testDraft, testRate, testStay, WhenSigned } from '../../../test/hotel';
import HotelDetailsPage from './HotelDetailsPage';

const stay = testStay('H-1', 'Pousada Sol', 3.6, [
  { name: 'Standard', rates: [testRate(0, 300), testRate(1, 320)] },
  { name: 'Superior', rates: [testRate(0, 450), testRate(1, 500)] },
]);

const details = {
  hotelInfo: {
    hotelCode: 'H-1',
    hotelName: 'Pousada Sol',
    rating: 3.6,
    description:
      '<p>Ótima <b>localização</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    address: 'Rua do Sol, 10 - São Paulo',
    cityName: 'São Paulo',
    position: { latitude: -23.5, longitude: -46.6 },
    checkInTime: '14:00',
    checkOutTime: '11:00',
    images: ['/a.jpg', '/b.jpg'],
    amenities: ['Piscina', 'Wi-Fi gratuito'],
  },
  guestRooms: [],
};

function setup(user: SessionUser, rooms: number) {
  window.sessionStorage.setItem('hotelSearch', JSON.stringify(testDraft(rooms)));
  window.sessionStorage.setItem('selectedHotel', JSON.stringify(stay));
  mockFetch({
    'GET /api/user': { body: user },
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/hotel/details/H-1': { body: details },
  });
  return renderWithProviders(
    <WhenSigned>
      <HotelDetailsPage />
    </WhenSigned>,
    { signedIn: true, path: '/busca/hotel-details' },
  );
}

const stored = () =>
  JSON.parse(window.sessionStorage.getItem('selectedRoom') ?? 'null') as
    { roomName: string; room: number; totalTax: number; nights: number }[] | null;

afterEach(() => {
  vi.useRealTimers();
});

describe('HotelDetailsPage', () => {
  it('shows the hotel with a sanitised description, rounded stars, times, amenities and an autoplaying carousel', async () => {
    const scroll = vi.spyOn(window, 'scrollTo');
    setup(member, 1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pousada Sol' }),
    ).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith(0, 0);
    const description = await screen.findByTestId('hotel-description');
    expect(description.innerHTML).toContain('<b>localização</b>');
    expect(description.innerHTML).not.toContain('script');
    expect(description.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('img', { name: 'Classificação: 4 de 5 estrelas' })).toBeInTheDocument();
    expect(screen.getByText(/a partir das 14:00/)).toBeInTheDocument();
    expect(screen.getByText('Piscina')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
      'href',
      expect.stringContaining('-23.5,-46.6'),
    );
    const carousel = screen.getByTestId('hotel-carousel');
    expect(carousel).toHaveAttribute('data-autoplay', 'on');
    fireEvent.mouseEnter(carousel);
    expect(carousel).toHaveAttribute('data-autoplay', 'off');
  });

  it('single room: rates by price ascending; "Escolher Quarto" stores the selection and goes to the summary', async () => {
    const { router } = setup(member, 1);
    await screen.findByRole('heading', { level: 1, name: 'Pousada Sol' });
    const rates = screen.getAllByTestId('room-rate');
    expect(rates.map((r) => within(r).getByTestId('room-price').textContent)).toEqual([
      '15.000 Pts',
      '22.500 Pts',
    ]);
    expect(
      within(rates[0]!).getByText(
        /Cancelamento após o prazo: Cobrança de 1 diária. Valor: R\$\s100,00 \(33%\)/,
      ),
    ).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(rates[0]!).getByRole('button', { name: 'Escolher Quarto' }));
    expect(router.state.location.pathname).toBe('/busca/resumo');
    const selection = stored();
    expect(selection).toHaveLength(1);
    expect(selection?.[0]).toMatchObject({
      roomName: 'Standard',
      room: 0,
      totalTax: 300,
      nights: 3,
    });
    expect(Object.keys(selection?.[0] ?? {})).toEqual(
      expect.arrayContaining([
        'roomName',
        'nights',
        'totalTax',
        'policies',
        'roomDetails',
        'hotel',
        'searchState',
        'rateSelected',
        'room',
      ]),
    );
  });

  it('multi-room: tabs advance 500 ms after a choice, removal returns to the first unfilled tab, then "Prosseguir para Resumo"', async () => {
    const { router } = setup(member, 2);
    await screen.findByRole('heading', { level: 1, name: 'Pousada Sol' });
    const tab1 = screen.getByRole('tab', { name: /Quarto 1/ });
    const tab2 = screen.getByRole('tab', { name: /Quarto 2/ });
    expect(tab1).toHaveAttribute('aria-selected', 'true');
    // multi-room lists are by price descending
    expect(screen.getAllByTestId('room-price').map((p) => p.textContent)).toEqual([
      '22.500 Pts',
      '15.000 Pts',
    ]);
    expect(
      screen.getByRole('button', { name: 'Selecione 2 quarto(s) restante(s)' }),
    ).toBeDisabled();

    vi.useFakeTimers();
    fireEvent.click(screen.getAllByRole('button', { name: 'Escolher Quarto' })[1]!);
    expect(stored()?.[0]).toMatchObject({ roomName: 'Standard', room: 0 });
    expect(
      screen.getByRole('button', { name: 'Selecione 1 quarto(s) restante(s)' }),
    ).toBeDisabled();
    act(() => vi.advanceTimersByTime(499));
    expect(tab1).toHaveAttribute('aria-selected', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(tab2).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(screen.getAllByRole('button', { name: 'Escolher Quarto' })[0]!);
    act(() => vi.advanceTimersByTime(500));
    vi.useRealTimers();
    expect(tab2).toHaveAttribute('aria-selected', 'true');
    const summary = screen.getByTestId('rooms-summary');
    expect(within(summary).getByText(/Quarto 2: Superior/)).toBeInTheDocument();

    // remove room 1 → back to the first unfilled tab
    fireEvent.click(tab1);
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(tab1).toHaveAttribute('aria-selected', 'true');
    expect(stored()?.[0]).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Selecione 1 quarto(s) restante(s)' }),
    ).toBeDisabled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Escolher Quarto' })[0]!);

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Prosseguir para Resumo' }));
    expect(router.state.location.pathname).toBe('/busca/resumo');
    expect(stored()?.map((s) => s.room)).toEqual([0, 1]);
  });

  it('multi-room: the focus never drops to the page when a room is chosen or removed', async () => {
    setup(member, 2);
    await screen.findByRole('heading', { level: 1, name: 'Pousada Sol' });
    const user = userEvent.setup();
    const choose = screen.getAllByRole('button', { name: 'Escolher Quarto' })[1]!;
    choose.focus();
    await user.keyboard('{Enter}');
    // the pressed button is gone: its replacement has the focus, then the next room's tab
    expect(screen.getByRole('button', { name: 'Remover' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Quarto 2/ })).toHaveFocus());

    await user.click(screen.getByRole('tab', { name: /Quarto 1/ }));
    screen.getByRole('button', { name: 'Remover' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: /Quarto 1/ })).toHaveFocus();
  });

  it('tells when a room has no rates', async () => {
    window.sessionStorage.setItem('hotelSearch', JSON.stringify(testDraft(3)));
    setup(member, 3);
    await screen.findByRole('heading', { level: 1, name: 'Pousada Sol' });
    fireEvent.click(screen.getByRole('tab', { name: /Quarto 3/ }));
    expect(screen.getByText('Nenhum quarto disponível para o Quarto 3.')).toBeInTheDocument();
  });

  it('guests get the login/register dialog instead of the summary, with R$ prices', async () => {
    const { router } = setup(guest, 1);
    await screen.findByRole('heading', { level: 1, name: 'Pousada Sol' });
    expect(screen.getAllByTestId('room-price')[0]).toHaveTextContent('R$ 300,00');
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Escolher Quarto' })[0]!);
    expect(
      await screen.findByRole('dialog', { name: 'Identifique-se para continuar' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/busca/hotel-details');
    expect(stored()).toHaveLength(1);
  });
});
