import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as browser from '../shared/browser';
import { campaign77, member } from '../test/fixtures';
import { mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

const signedRoutes = {
  'GET /api/campaign/current': { body: campaign77 },
  'GET /api/user': { body: member },
  'GET /api/showcase': { body: [] },
  'GET /api/destinations/top': { body: [] },
};

describe('redirect rules', () => {
  it.each(['/', '/plantrip', '/conta/minhas-viagens', '/busca/resultado-pesquisa', '/anything'])(
    'sends an unsigned user on %s to /login',
    async (path) => {
      mockFetch({ 'GET /api/campaign/current': { body: campaign77 } });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    },
  );

  it.each(['/guest', '/session-expires'])('keeps an unsigned user on %s', async (path) => {
    mockFetch({ 'GET /api/campaign/current': { body: campaign77 } });
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(['/login', '/guest', '/auth/callback'])(
    'sends a signed user on %s to /',
    async (path) => {
      mockFetch(signedRoutes);
      const { router } = renderApp(path, { signedIn: true });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(
        await screen.findByRole('heading', { name: 'Encontre os melhores preços para você!' }),
      ).toBeInTheDocument();
    },
  );

  it('sends the home address with a query string to /auth/callback, keeping the query', async () => {
    const fetch = mockFetch({
      ...signedRoutes,
      'POST /api/auth/sso/callback': {
        body: { idToken: 'sso', refreshToken: 'r', expiresIn: 3600, localId: 'u-1' },
      },
    });
    const { router } = renderApp('/?code=abc&state=xyz');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === '/api/auth/sso/callback')).toBe(true),
    );
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/sso/callback');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: 'abc', state: 'xyz' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
  });

  it('shows "Autenticando" and redirects to the identity provider without a query', async () => {
    mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'GET /api/auth': { body: { url: 'https://idp.example.com/authorize?x=1' } },
    });
    const assign = vi.spyOn(browser, 'assignLocation').mockImplementation(() => undefined);
    renderApp('/auth/callback');
    expect(await screen.findByRole('heading', { name: 'Autenticando' })).toBeInTheDocument();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://idp.example.com/authorize?x=1'),
    );
  });

  it('renders coming-soon areas inside the shell for a signed user', async () => {
    mockFetch(signedRoutes);
    renderApp('/busca', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Busca' })).toBeInTheDocument();
    expect(screen.getByText('Em breve')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('Release 60')).toBeInTheDocument();
  });

  it('renders an internal campaign header link as a campaign image page', async () => {
    mockFetch(signedRoutes);
    renderApp('/regulamento', { signedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Regulamento', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Regulamento' })).toHaveAttribute(
      'src',
      '/files/campaign/77/pages/h1',
    );
  });

  it('sends the user to /session-expires when the token is rejected and cannot be refreshed', async () => {
    mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'GET /api/user': { status: 401, body: { error: 'expired' } },
      'POST /api/auth/refresh': { status: 401, body: { error: 'expired' } },
    });
    const { router } = renderApp('/', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/session-expires'));
    expect(await screen.findByRole('heading', { name: 'Sua sessão expirou' })).toBeInTheDocument();
  });
});
