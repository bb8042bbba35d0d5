import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPoints } from '@portal/domain/money';
import { balanceRows, campaign77, guest, member, member83 } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import type { SessionUser } from '@portal/domain/users';
import { fixedMatchMedia } from '../../test/matchMedia';

function signedAs(
  user: SessionUser,
  extra: Record<string, { status?: number; body?: unknown }> = {},
) {
  return mockFetch({
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/user': { body: user },
    'GET /api/showcase': { body: [] },
    'GET /api/destinations/top': { body: [] },
    ...extra,
  });
}

const balanceText = `${formatPoints(500000)} Pts`;

describe('header', () => {
  it('shows the member name, the pt-BR balance with the short coin alias and the campaign menu', async () => {
    signedAs(member);
    renderApp('/', { signedIn: true });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Maria Membro')).toBeInTheDocument();
    expect(within(banner).getByText(balanceText)).toBeInTheDocument();
    expect(balanceText).toBe('500.000 Pts');
    const nav = within(banner).getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Programe sua viagem' })).toHaveAttribute(
      'href',
      '/plantrip',
    );
    expect(within(nav).getByRole('link', { name: 'Regulamento' })).toHaveAttribute(
      'href',
      '/regulamento',
    );
    const external = within(nav).getByRole('link', { name: /Loja/ });
    expect(external).toHaveAttribute('href', 'https://loja.example.com');
    expect(external).toHaveAttribute('target', '_blank');
    expect(within(banner).getByRole('link', { name: /Viaja Mais Pontos/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('hides the balance and "Minhas viagens" for a guest', async () => {
    signedAs(guest);
    renderApp('/', { signedIn: true });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Convidado')).toBeInTheDocument();
    expect(within(banner).queryByText(/Pts/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(banner).getByRole('button', { name: /Menu do usuário/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Minhas viagens')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Minha conta')).not.toBeInTheDocument();
    expect(within(menu).queryByText(/Extrato/)).not.toBeInTheDocument();
    expect(within(menu).getByText('Sair')).toBeInTheDocument();
  });

  it('hides the balance and the statement in a cash-only campaign (83)', async () => {
    signedAs(member83);
    renderApp('/', { signedIn: true });
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('João 83')).toBeInTheDocument();
    expect(within(banner).queryByText(/Mi$/)).not.toBeInTheDocument();
    expect(within(banner).queryByText(/500\.000/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(banner).getByRole('button', { name: /Menu do usuário/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Minhas viagens')).toBeInTheDocument();
    expect(within(menu).queryByText(/Extrato/)).not.toBeInTheDocument();
  });

  it('opens the statement from the user menu and signs out with "Sair"', async () => {
    const fetch = signedAs(member, {
      'GET /api/user/balance-history': { body: balanceRows(3) },
      'POST /api/auth/logout': { status: 204 },
    });
    const { router } = renderApp('/', { signedIn: true });
    const user = userEvent.setup();
    const banner = await screen.findByRole('banner');
    await user.click(await within(banner).findByRole('button', { name: /Menu do usuário/ }));
    expect(await screen.findByRole('menuitem', { name: 'Minhas viagens' })).toHaveAttribute(
      'href',
      '/conta/minhas-viagens',
    );
    expect(screen.getByRole('menuitem', { name: 'Minha conta' })).toHaveAttribute('href', '/conta');
    await user.click(screen.getByRole('menuitem', { name: 'Extrato de Pontos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extrato de Pontos' });
    expect(await within(dialog).findByText('Movimento 1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await user.click(within(banner).getByRole('button', { name: /Menu do usuário/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logout = fetch.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(JSON.parse(String(logout?.[1]?.body))).toEqual({ refreshToken: 'refresh-token' });
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  it('uses a short header with a drawer below 600 px, with a login link to /auth/callback', async () => {
    const original = window.matchMedia;
    window.matchMedia = fixedMatchMedia((query) => query.includes('max-width'));
    try {
      signedAs(member);
      renderApp('/', { signedIn: true });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
      const drawer = await screen.findByRole('navigation', { name: 'Menu principal' });
      expect(within(drawer).getByRole('link', { name: 'Entrar' })).toHaveAttribute(
        'href',
        '/auth/callback',
      );
      expect(within(drawer).getByRole('link', { name: 'Programe sua viagem' })).toBeInTheDocument();
      expect(within(drawer).getByRole('link', { name: 'Minha conta' })).toHaveAttribute(
        'href',
        '/conta',
      );
      expect(within(drawer).getByText(balanceText)).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('renders the footer groups with social icons, new-tab external links and release 60', async () => {
    signedAs(member);
    renderApp('/', { signedIn: true });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Release 60')).toBeInTheDocument();
    const instagram = within(footer).getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram.querySelector('svg')).not.toBeNull();
    expect(within(footer).getByRole('link', { name: 'Regulamento' })).toHaveAttribute(
      'href',
      '/regulamento',
    );
    expect(within(footer).getByRole('heading', { name: 'Redes sociais' })).toBeInTheDocument();
  });
});
