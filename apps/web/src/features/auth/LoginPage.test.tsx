import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authMessages } from '@portal/domain/auth';
import { campaign77, member, tokens } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

describe('/login', () => {
  it('draws the page once the campaign is known, in its brand (no page in the default colours first)', async () => {
    let answer: () => void = () => undefined;
    const campaignKnown = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockFetch({
      'GET /api/campaign/current': async () => {
        await campaignKnown;
        return { body: campaign77 };
      },
    });
    renderApp('/login');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    answer();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: campaign77.name })).toBeInTheDocument();
  });

  it('asks for user and password when a field is empty', async () => {
    mockFetch({ 'GET /api/campaign/current': { body: campaign77 } });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(authMessages.credentialsRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'membro@demo.test');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByText(authMessages.credentialsRequired)).toBeInTheDocument();
  });

  it('shows the refusal under the fields and "carregando..." while signing in', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'POST /api/auth/login': async () => {
        await gate;
        return { status: 401, body: { error: authMessages.invalidCredentials } };
      },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'membro@demo.test');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'carregando...' })).toBeDisabled();
    release();
    expect(await screen.findByText(authMessages.invalidCredentials)).toBeInTheDocument();
  });

  it('maps a campaign mismatch to its message', async () => {
    mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'POST /api/auth/login': { status: 403, body: { error: 'x', code: 'CAMPAIGN_MISMATCH' } },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'membro83@demo.test');
    await user.type(screen.getByLabelText('Senha'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText(authMessages.campaignMismatch)).toBeInTheDocument();
  });

  it('signs in and lands on home with the user in the header', async () => {
    const fetch = mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'POST /api/auth/login': { body: tokens },
      'GET /api/user': { body: member },
      'GET /api/showcase': { body: [] },
      'GET /api/destinations/top': { body: [] },
    });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), 'membro@demo.test');
    await user.type(screen.getByLabelText('Senha'), 'Demo@1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Maria Membro')).toBeInTheDocument();
    const userCall = fetch.mock.calls.find(([url]) => url === '/api/user');
    const headers = new Headers(userCall?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer id-token');
    expect(headers.get('Campaign')).toBe('77');
  });

  it('toggles the recovery mode and validates the e-mail', async () => {
    mockFetch({
      'GET /api/campaign/current': { body: campaign77 },
      'POST /api/auth/password-reset': { status: 204 },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Esqueceu sua senha?' }));
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(authMessages.invalidEmail)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'membro@demo.test');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(authMessages.recoverySent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esqueceu sua senha?' })).toBeInTheDocument();
  });

  it('always shows "Ainda não tem cadastro?" and the SSO button when the campaign has SSO', async () => {
    mockFetch({ 'GET /api/campaign/current': { body: campaign77 } });
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Ainda não tem cadastro?' })).toHaveAttribute(
      'href',
      '/guest',
    );
    expect(await screen.findByRole('link', { name: 'Entrar com a conta da loja' })).toHaveAttribute(
      'href',
      '/auth/callback',
    );
  });
});
