import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingSubmitResponse, BookingView } from '@portal/domain/bookings';
import { guest, member } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/renderApp';
import BookingErrorPage from './BookingErrorPage';
import FinishedPage from './FinishedPage';

const { saveFile } = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('../../shared/download', () => ({ saveFile }));

const booking: BookingView = {
  type: 'HOTEL',
  statusId: 2,
  locator: 'LOC9',
  bookingCode: 'HTL-42',
  locatorProvider: null,
  bookingDate: '2026-11-22',
  bookingDateStr: '22/11/2026',
  bookingExpirationDate: null,
  date: '2026-12-01',
  passengers: [],
  pointsTotalValue: 1000,
  cashTotalValue: 20,
  pointsPrice: 1000,
  cashPrice: 0,
  paymentTransaction: null,
  description: 'Hotel',
};

const result = (fields: Partial<BookingSubmitResponse>): BookingSubmitResponse => ({
  success: true,
  auth2fa: false,
  redirectAuth2fa: null,
  message: 'Reserva concluída com sucesso!',
  bookingResponse: {
    bookingCode: 'HTL-42',
    locator: 'LOC9',
    statusId: 2,
    bookingExpirationDate: null,
  },
  booking,
  ...fields,
});

beforeEach(() => {
  window.sessionStorage.clear();
  mockFetch({ 'GET /api/user': { body: member }, 'GET /api/bookings/LOC9': { body: booking } });
});

describe('/busca/finalizado', () => {
  it('shows Reserva concluída with the booking code and goes to my trips', async () => {
    window.sessionStorage.setItem('completedBooking', JSON.stringify(result({})));
    const { router } = renderWithProviders(<FinishedPage />, { path: '/busca/finalizado' });
    expect(await screen.findByRole('heading', { name: 'Reserva concluída' })).toBeInTheDocument();
    expect(screen.getByText('Código da Reserva')).toBeInTheDocument();
    expect(screen.getByTestId('booking-code')).toHaveTextContent('HTL-42');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ver minhas viagens' }));
    expect(router.state.location.pathname).toBe('/conta/minhas-viagens');
  });

  it('shows concluída com ressalvas with the error text and the my-trips hint', async () => {
    window.sessionStorage.setItem(
      'completedBooking',
      JSON.stringify(result({ success: false, message: 'Pagamento não autorizado.' })),
    );
    renderWithProviders(<FinishedPage />, { path: '/busca/finalizado' });
    expect(
      await screen.findByRole('heading', { name: 'Sua reserva foi concluída com ressalvas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pagamento não autorizado.')).toBeInTheDocument();
    expect(screen.getByTestId('booking-code')).toHaveTextContent('HTL-42');
    expect(
      screen.getByText(
        'Vá até Minhas viagens, insira os dados do cartão, para podermos concluir a reserva',
      ),
    ).toBeInTheDocument();
  });

  it('after the issuer page (?locator=) reads the booking from the api', async () => {
    renderWithProviders(<FinishedPage />, {
      path: '/busca/finalizado?locator=LOC9',
      signedIn: true,
    });
    expect(await screen.findByRole('heading', { name: 'Reserva concluída' })).toBeInTheDocument();
    expect(screen.getByTestId('booking-code')).toHaveTextContent('HTL-42');
  });
});

describe('/busca/finalizado for a guest', () => {
  it('shows the booking and its voucher instead of my trips, which guests do not have', async () => {
    const fetchSpy = mockFetch({
      'GET /api/user': { body: guest },
      'GET /api/booking/voucher': { body: 'PDF' },
    });
    window.sessionStorage.setItem(
      'completedBooking',
      JSON.stringify(
        result({ booking: { ...booking, passengers: [{ name: 'ANA', lastName: 'SOUZA' }] } }),
      ),
    );
    renderWithProviders(<FinishedPage />, { path: '/busca/finalizado', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Reserva concluída' })).toBeInTheDocument();
    const yours = await screen.findByRole('region', { name: 'Sua reserva' });
    expect(within(yours).getByText('Hotel')).toBeInTheDocument();
    expect(within(yours).getByText('Data da viagem: 01/12/2026')).toBeInTheDocument();
    expect(within(yours).getByText('ANA SOUZA')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver minhas viagens' })).toBeNull();
    await userEvent.setup().click(within(yours).getByRole('button', { name: 'Baixar voucher' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.anything(), 'voucher-LOC9.pdf'),
    );
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/api/booking/voucher?locator=LOC9'),
    );
  });
});

describe('/busca/booking-error', () => {
  it('shows the stored error; Tentar novamente goes back to the checkout', async () => {
    window.sessionStorage.setItem(
      'bookingError',
      JSON.stringify('Tempo expirou, tente novamente!'),
    );
    window.sessionStorage.setItem('reprocess', 'false');
    const { router } = renderWithProviders(<BookingErrorPage />, { path: '/busca/booking-error' });
    expect(
      await screen.findByRole('heading', { name: 'Erro ao realizar reserva!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tempo expirou, tente novamente!')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Tentar novamente' }));
    expect(router.state.location.pathname).toBe('/busca/resumo');
  });

  it('goes to my trips when the reprocess flag is stored', async () => {
    window.sessionStorage.setItem('bookingError', JSON.stringify('Falhou'));
    window.sessionStorage.setItem('reprocess', 'true');
    const { router } = renderWithProviders(<BookingErrorPage />, { path: '/busca/booking-error' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Tentar novamente' }));
    expect(router.state.location.pathname).toBe('/conta/minhas-viagens');
  });
});
