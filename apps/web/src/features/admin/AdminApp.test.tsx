import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleAdmin as operator, storedCampaign77 as stored } from '../../test/console';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

describe('operator console', () => {
  afterEach(() => sessionStorage.clear());

  it('signs in with the password and then the authenticator code, sending the challenge back', async () => {
    const fetch = mockFetch({
      'POST /api/console/auth/login': { body: { challengeToken: 'challenge-1' } },
      'POST /api/console/auth/two-factor': ({ body }) =>
        (body as { challengeToken: string; code: string }).code === '123456' &&
        (body as { challengeToken: string }).challengeToken === 'challenge-1'
          ? { body: { token: 'console-token', expiresIn: 28800, operator } }
          : { status: 401, body: { error: 'Código de verificação inválido ou já usado.' } },
      'GET /api/console/campaigns': { body: [stored] },
    });
    renderApp('/admin');
    await userEvent.type(await screen.findByLabelText('E-mail'), operator.email);
    await userEvent.type(screen.getByLabelText('Senha'), 'Console@1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.type(await screen.findByLabelText('Código'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(
      await screen.findByText('Informe os 6 dígitos do aplicativo autenticador.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Código'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { name: 'Campanhas' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: stored.name })).toBeInTheDocument();
    const list = fetch.mock.calls.find(([url]) => String(url) === '/api/console/campaigns');
    expect(new Headers(list?.[1]?.headers).get('Authorization')).toBe('Bearer console-token');
    expect(new Headers(list?.[1]?.headers).get('Campaign')).toBeNull();
  });

  it('previews the member home beside the editor as the form changes', async () => {
    sessionStorage.setItem('console.token', 'console-token');
    sessionStorage.setItem('console.operator', JSON.stringify(operator));
    mockFetch({
      'GET /api/console/campaigns': { body: [stored] },
      'GET /api/console/campaigns/77': { body: stored },
    });
    renderApp('/admin/campaigns/77');
    const preview = await screen.findByTestId('campaign-preview');
    expect(within(preview).getByText(stored.name)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('preview-products'))
        .getAllByText(/./)
        .map((chip) => chip.textContent),
    ).toContain('Carro');
    const nameField = screen.getByLabelText('Nome');
    await userEvent.clear(nameField);
    await userEvent.type(nameField, 'Viaja Mais Agora');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Carro' }));
    expect(within(preview).getByText('Viaja Mais Agora')).toBeInTheDocument();
    expect(within(screen.getByTestId('preview-products')).queryByText('Carro')).toBeNull();
  });
});
