import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { passwordMessages } from '@portal/domain/auth';
import { campaign77, member } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';
import { base64Utf8 } from '../../shared/auth/api';

const firstAccessUser = { ...member, firstAccess: true };

function routes(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/user': { body: firstAccessUser },
    'GET /api/showcase': { body: [] },
    'GET /api/destinations/top': { body: [] },
    ...extra,
  });
}

describe('Primeiro acesso', () => {
  it('keeps "Alterar senha" disabled while the passwords are empty or differ', async () => {
    routes();
    renderApp('/', { signedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Primeiro acesso' });
    const submit = within(dialog).getByRole('button', { name: 'Alterar senha' });
    expect(submit).toBeDisabled();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Nova senha'), 'NovaSenha@1');
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Confirmar senha'), 'Outra@123');
    expect(within(dialog).getByText(passwordMessages.mismatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Confirmar senha'));
    await user.type(within(dialog).getByLabelText('Confirmar senha'), 'NovaSenha@1');
    expect(within(dialog).queryByText(passwordMessages.mismatch)).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('changes the password through PUT /api/user/first-access/{base64}', async () => {
    let changed = false;
    const encoded = encodeURIComponent(base64Utf8('NovaSenha@1'));
    routes({
      'GET /api/user': () => ({ body: changed ? member : firstAccessUser }),
      [`PUT /api/user/first-access/${encoded}`]: () => {
        changed = true;
        return { status: 204 };
      },
    });
    renderApp('/', { signedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Primeiro acesso' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Nova senha'), 'NovaSenha@1');
    await user.type(within(dialog).getByLabelText('Confirmar senha'), 'NovaSenha@1');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText(passwordMessages.changed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Primeiro acesso' })).not.toBeInTheDocument(),
    );
    expect(changed).toBe(true);
  });

  it('"Cancelar" signs the user out', async () => {
    routes({ 'POST /api/auth/logout': { status: 204 } });
    const { router } = renderApp('/', { signedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Primeiro acesso' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('auth')).toBeNull();
  });

  it('encodes UTF-8 passwords in base64', () => {
    expect(base64Utf8('Senha@123')).toBe(btoa('Senha@123'));
    expect(atob(base64Utf8('ação'))).toBe(String.fromCharCode(...new TextEncoder().encode('ação')));
  });
});
