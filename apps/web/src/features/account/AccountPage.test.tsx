import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedCard } from '@portal/domain/payments';
import type { SessionUser } from '@portal/domain/users';
import { balanceRows, campaign77, guest, member } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

const profiled: SessionUser = {
  ...member,
  firstName: 'Maria',
  lastName: 'Membro',
  cpf: '52998224725',
  cellphone: '(11) 98765-4321',
};

const visa: SavedCard = {
  id: 'c-visa',
  brand: 'visa',
  last4Digits: '1111',
  vaultId: 'sbx_approve_1',
  holder: 'MARIA MEMBRO',
  expiry: '07/2031',
};
const master: SavedCard = {
  id: 'c-master',
  brand: 'master',
  last4Digits: '4444',
  vaultId: 'sbx_two_factor_1',
  holder: null,
  expiry: null,
};

function signedAs(user: SessionUser, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/user': { body: user },
    'GET /api/payments/cards': { body: [visa, master] },
    ...extra,
  });
}

const calls = (fetch: ReturnType<typeof mockFetch>, key: string) =>
  fetch.mock.calls.filter(
    ([url, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(url)}` === key,
  );

const section = async (name: string) => screen.findByRole('region', { name });

describe('AccountPage (/conta)', () => {
  it('shows the profile: names and cellphone editable, e-mail and a masked CPF read-only', async () => {
    signedAs(profiled);
    renderApp('/conta', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    const profile = await section('Meus dados');
    expect(within(profile).getByLabelText(/^Nome/)).toHaveValue('Maria');
    expect(within(profile).getByLabelText(/^Sobrenome/)).toHaveValue('Membro');
    expect(within(profile).getByLabelText(/^Celular/)).toHaveValue('(11) 98765-4321');
    const email = within(profile).getByLabelText('E-mail');
    expect(email).toHaveValue('membro@demo.test');
    expect(email).toHaveAttribute('readonly');
    const cpf = within(profile).getByLabelText('CPF');
    expect(cpf).toHaveValue('***.982.247-**');
    expect(cpf).toHaveAttribute('readonly');
    expect(profile).not.toHaveTextContent('52998224725');
  });

  it('saves name and cellphone, and refuses an empty name without calling the server', async () => {
    const fetch = signedAs(profiled, {
      'PUT /api/user/profile': ({ body }) => ({
        body: { ...profiled, ...(body as object), firstName: 'Mariana', name: 'Mariana Membro' },
      }),
    });
    renderApp('/conta', { signedIn: true });
    const profile = await section('Meus dados');
    const user = userEvent.setup();
    const name = within(profile).getByLabelText(/^Nome/);
    await user.clear(name);
    await user.click(within(profile).getByRole('button', { name: 'Salvar dados' }));
    expect(
      await within(profile).findByText('Campo obrigatório não preenchido, revise o cadastro.'),
    ).toBeVisible();
    expect(name).toHaveFocus();
    expect(calls(fetch, 'PUT /api/user/profile')).toHaveLength(0);

    await user.type(name, 'Mariana');
    await user.click(within(profile).getByRole('button', { name: 'Salvar dados' }));
    expect(await screen.findByText('Dados atualizados com sucesso!')).toBeVisible();
    const [put] = calls(fetch, 'PUT /api/user/profile');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Mariana',
      lastName: 'Membro',
      cellphone: '(11) 98765-4321',
    });
  });

  it('lists saved cards without their numbers and deletes one only after the confirmation', async () => {
    let cards = [visa, master];
    const fetch = signedAs(profiled, {
      'GET /api/payments/cards': () => ({ body: cards }),
      'DELETE /api/payments/cards/c-visa': () => {
        cards = cards.filter((card) => card.id !== 'c-visa');
        return { status: 204 };
      },
    });
    renderApp('/conta', { signedIn: true });
    const list = await section('Cartões salvos');
    expect(await within(list).findByText('VISA final 1111')).toBeVisible();
    expect(within(list).getByText('Titular: MARIA MEMBRO · Validade: 07/2031')).toBeVisible();
    expect(within(list).getByText('MASTER final 4444')).toBeVisible();
    expect(
      within(list).getByText('Titular: Não informado · Validade: Não informado'),
    ).toBeVisible();
    expect(list).not.toHaveTextContent('sbx_');

    const user = userEvent.setup();
    const remove = within(list).getByRole('button', { name: 'Excluir cartão VISA final 1111' });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Excluir cartão salvo' });
    expect(dialog).toHaveTextContent('Deseja excluir o cartão VISA final 1111?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetch, 'DELETE /api/payments/cards/c-visa')).toHaveLength(0);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Excluir cartão salvo' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir cartão' }));
    expect(await screen.findByText('Cartão removido.')).toBeVisible();
    await waitFor(() =>
      expect(within(list).queryByText('VISA final 1111')).not.toBeInTheDocument(),
    );
    expect(within(list).getByText('MASTER final 4444')).toBeVisible();
    expect(calls(fetch, 'DELETE /api/payments/cards/c-visa')).toHaveLength(1);
    await waitFor(() =>
      expect(within(list).getByRole('heading', { name: 'Cartões salvos' })).toHaveFocus(),
    );
  });

  it('says so when there is no saved card', async () => {
    signedAs(profiled, { 'GET /api/payments/cards': { body: [] } });
    renderApp('/conta', { signedIn: true });
    const list = await section('Cartões salvos');
    expect(await within(list).findByText('Você não tem cartões salvos.')).toBeVisible();
  });

  it('shows no saved cards in Stripe mode', async () => {
    const fetch = signedAs(profiled, {
      'GET /api/payments/settings': { body: { mode: 'stripe', publishableKey: 'pk_test_web' } },
    });
    renderApp('/conta', { signedIn: true });
    expect(await section('Meus dados')).toBeVisible();
    await waitFor(() => expect(calls(fetch, 'GET /api/payments/settings')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cartões salvos' })).not.toBeInTheDocument(),
    );
  });

  it('checks the new password pair before calling the server', async () => {
    const fetch = signedAs(profiled);
    renderApp('/conta', { signedIn: true });
    const form = await section('Alterar senha');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Senha atual/), 'Demo@1234');
    await user.type(within(form).getByLabelText('Nova senha'), 'curta');
    await user.type(within(form).getByLabelText('Confirmar senha'), 'curtx');
    expect(within(form).getByText('Senhas não conferem, verifique!')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    expect(
      await within(form).findByText('A senha deve ter pelo menos 8 caracteres.'),
    ).toBeVisible();
    expect(calls(fetch, 'PUT /api/user/password')).toHaveLength(0);
  });

  it('shows a wrong current password under its field, and keeps the session', async () => {
    signedAs(profiled, {
      'PUT /api/user/password': {
        status: 403,
        body: {
          error: 'A senha atual não confere.',
          code: 'WRONG_PASSWORD',
          fields: { currentPassword: 'A senha atual não confere.' },
        },
      },
    });
    renderApp('/conta', { signedIn: true });
    const form = await section('Alterar senha');
    const user = userEvent.setup();
    const current = within(form).getByLabelText(/^Senha atual/);
    await user.type(current, 'Errada@123');
    await user.type(within(form).getByLabelText('Nova senha'), 'Nova@Senha2026');
    await user.type(within(form).getByLabelText('Confirmar senha'), 'Nova@Senha2026');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(form).findByText('A senha atual não confere.')).toBeVisible();
    expect(current).toHaveFocus();
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '{}').idToken).toBe('id-token');
  });

  it('changes the password and continues on the new tokens', async () => {
    const fetch = signedAs(profiled, {
      'PUT /api/user/password': {
        body: { idToken: 'new-id', refreshToken: 'new-refresh', expiresIn: 3600, localId: 'u-1' },
      },
    });
    renderApp('/conta', { signedIn: true });
    const form = await section('Alterar senha');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(/^Senha atual/), 'Demo@1234');
    await user.type(within(form).getByLabelText('Nova senha'), 'Nova@Senha2026');
    await user.type(within(form).getByLabelText('Confirmar senha'), 'Nova@Senha2026');
    await user.click(within(form).getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeVisible();
    const [put] = calls(fetch, 'PUT /api/user/password');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      currentPassword: 'Demo@1234',
      password: 'Nova@Senha2026',
    });
    const stored = JSON.parse(window.localStorage.getItem('auth') ?? '{}');
    expect(stored).toMatchObject({ idToken: 'new-id', refreshToken: 'new-refresh' });
    expect(within(form).getByLabelText(/^Senha atual/)).toHaveValue('');
  });

  it('opens the points statement from the page', async () => {
    signedAs(profiled, { 'GET /api/user/balance-history': { body: balanceRows(3) } });
    renderApp('/conta', { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ver extrato de Pontos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extrato de Pontos' });
    expect(await within(dialog).findByText('Movimento 1')).toBeInTheDocument();
  });

  it.each([
    ['a guest', guest],
    ['a travel-voucher user', { ...member, travelVoucher: true }],
  ])('sends %s home: there is no account page for them', async (_who, user) => {
    const fetch = signedAs(user, {
      'GET /api/showcase': { body: [] },
      'GET /api/destinations/top': { body: [] },
    });
    const { router } = renderApp('/conta', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Minha conta' })).not.toBeInTheDocument();
    expect(calls(fetch, 'GET /api/payments/cards')).toHaveLength(0);
  });
});
