import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@portal/domain/auth';
import { campaign77, guest, member } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

describe('/guest and the travel voucher', () => {
  it('enters with a campaign code and hides the balance', async () => {
    const fetch = mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'GET /api/login-guest-by-campaign': {
        body: { idToken: 'g', localId: 'g-1', expiresIn: 3600 },
      },
      'GET /api/user': { body: guest },
      'GET /api/showcase': { body: [] },
      'GET /api/destinations/top': { body: [] },
    });
    const { router } = renderApp('/guest');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código da campanha'), 'CONVIDADO77');
    await user.click(screen.getByRole('button', { name: 'Entrar como convidado' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      fetch.mock.calls.some(([url]) => url === '/api/login-guest-by-campaign?code=CONVIDADO77'),
    ).toBe(true);
    expect(await screen.findByText('Convidado')).toBeInTheDocument();
    expect(screen.queryByText(/Pts/)).not.toBeInTheDocument();
  });

  it('says "Ocorreu um erro na autenticação." when no token comes back', async () => {
    mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'GET /api/login-guest-by-campaign': {
        status: 404,
        body: { error: 'Campanha não encontrada' },
      },
    });
    renderApp('/guest');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código da campanha'), 'ERRADO');
    await user.click(screen.getByRole('button', { name: 'Entrar como convidado' }));
    expect(await screen.findByText(authMessages.guestWithoutToken)).toBeInTheDocument();
  });

  it('signs a voucher holder in from /voucher/:uid', async () => {
    mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'GET /api/user/VOUCHER-77-0001': {
        body: {
          idToken: 'v',
          localId: 'v-1',
          expiresIn: 3600,
          user: { ...member, travelVoucher: true, name: 'Viajante' },
        },
      },
      'GET /api/user': { body: { ...member, travelVoucher: true, name: 'Viajante' } },
      'GET /api/showcase': { body: [] },
      'GET /api/destinations/top': { body: [] },
    });
    const { router } = renderApp('/guest');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código do voucher'), 'VOUCHER-77-0001');
    await user.click(screen.getByRole('button', { name: 'Usar voucher' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Viajante')).toBeInTheDocument();
    expect(screen.queryByText(/Pts/)).not.toBeInTheDocument();
  });

  it('refuses a used voucher with the spec text', async () => {
    mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'GET /api/user/VOUCHER-77-0002': { status: 409, body: { error: authMessages.voucherUsed } },
    });
    renderApp('/voucher/VOUCHER-77-0002');
    expect(await screen.findByText(authMessages.voucherUsed)).toBeInTheDocument();
  });
});
