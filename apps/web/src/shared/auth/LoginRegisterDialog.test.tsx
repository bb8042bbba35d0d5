import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@portal/domain/bookings';
import { registrationMessages } from '@portal/domain/auth';
import { campaign77, guest, member, tokens } from '../../test/fixtures';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/renderApp';
import { LoginRegisterDialog } from './LoginRegisterDialog';

function setup(extra: Record<string, { status?: number; body?: unknown }> = {}) {
  return mockFetch({
    'GET /api/campaign/current': { body: campaign77 },
    'GET /api/user': { body: guest },
    ...extra,
  });
}

async function openDialog() {
  const utils = renderWithProviders(<LoginRegisterDialog open onClose={() => undefined} />, {
    signedIn: true,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Identifique-se para continuar' });
  return { ...utils, dialog };
}

describe('LoginRegisterDialog', () => {
  it('has the tabs "Registrar-me" and "Login"', async () => {
    setup();
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('tab', { name: 'Registrar-me' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.setup().click(within(dialog).getByRole('tab', { name: 'Login' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Esqueceu sua senha?' }),
    ).toBeInTheDocument();
  });

  it('shows the required-field message on every empty field after submitting', async () => {
    setup();
    const { dialog } = await openDialog();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findAllByText(registrationMessages.requiredField)).toHaveLength(6);
  });

  it('masks CPF and cellphone and rejects an invalid CPF and e-mail', async () => {
    setup();
    const { dialog } = await openDialog();
    const user = userEvent.setup();
    const cpf = within(dialog).getByLabelText(/^CPF/);
    const phone = within(dialog).getByLabelText(/^Celular/);
    await user.type(cpf, '11111111111');
    expect(cpf).toHaveValue('111.111.111-11');
    await user.type(phone, '11987654321');
    expect(phone).toHaveValue('(11) 98765-4321');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'sem-arroba');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText(registrationMessages.invalidCpf)).toBeInTheDocument();
    expect(within(dialog).getByText(registrationMessages.invalidEmail)).toBeInTheDocument();
  });

  it('registers, signs the new member in and goes to /busca/resumo', async () => {
    const fetch = setup({ 'POST /api/user': { status: 201, body: tokens } });
    const { dialog, router } = await openDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Ana');
    await user.type(within(dialog).getByLabelText(/^Sobrenome/), 'Souza');
    await user.type(within(dialog).getByLabelText(/^CPF/), '52998224725');
    await user.type(within(dialog).getByLabelText(/^Celular/), '11987654321');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'ana@demo.test');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'Senha@123');
    fetch.mockClear();
    const base = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) => {
      if (String(input) === '/api/user' && (init?.method ?? 'GET') === 'GET') {
        return new Response(JSON.stringify(member), { status: 200 });
      }
      if (!base) throw new Error('no impl');
      return base(input, init);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(registrationMessages.success)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/resumo'));
    const post = fetch.mock.calls.find(
      ([url, init]) => url === '/api/user' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: 'Ana',
      lastName: 'Souza',
      cpf: '52998224725',
      cellphone: '(11) 98765-4321',
      email: 'ana@demo.test',
      campaign: 77,
      referenceUserId: 'g-1',
      travelVoucher: false,
    });
  });

  it('shows the server refusal in the dialog', async () => {
    setup({ 'POST /api/user': { status: 409, body: { error: registrationMessages.emailTaken } } });
    const { dialog } = await openDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Nome/), 'Ana');
    await user.type(within(dialog).getByLabelText(/^Sobrenome/), 'Souza');
    await user.type(within(dialog).getByLabelText(/^CPF/), '52998224725');
    await user.type(within(dialog).getByLabelText(/^Celular/), '11987654321');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'membro@demo.test');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'Senha@123');
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));
    expect(await within(dialog).findByText(registrationMessages.emailTaken)).toBeInTheDocument();
  });
});

describe('LoginRegisterDialog for a guest', () => {
  it('offers paying in R$ as a guest where members pay part in points', async () => {
    setup();
    const { dialog } = await openDialog();
    expect(
      await within(dialog).findByRole('button', { name: 'Continuar como visitante (pagar em R$)' }),
    ).toBeInTheDocument();
  });

  it('says before anything is filled that a campaign taking only points has no guest purchase', async () => {
    setup({
      'GET /api/user': {
        body: { ...guest, campaign: { ...guest.campaign, acceptCashPayment: false } },
      },
    });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(bookingMessages.guestsCannotBuy)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Continuar como visitante (pagar em R$)' }),
    ).toBeNull();
  });
});
