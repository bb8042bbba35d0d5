import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingSubmitResponse } from '@portal/domain/bookings';
import type { SessionUser } from '@portal/domain/users';
import { guest, member, purchaseTerm, tokens } from '../../test/fixtures';
import { mockFetch, type MockReply } from '../../test/fetchMock';
import { fakeStripe } from '../../test/stripeJs';
import { renderWithProviders, testQueryClient } from '../../test/renderApp';
import { RootLayout } from '../../app/RootLayout';
import { setAuth } from '../../shared/session/tokenStore';
import { assignLocation } from '../../shared/browser';
import { useSession } from '../../shared/session/sessionContext';
import CheckoutPage from './CheckoutPage';
import { selectionId } from './draft/checkoutDraft';
import type { CheckoutSelection } from './selection';

// Whole-page journeys typing into masked fields: slower than the default on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../shared/browser', () => ({ assignLocation: vi.fn(), openInNewTab: vi.fn() }));
// Stripe.js is loaded from js.stripe.com in Stripe mode: the tests give a stand-in.
const stripeJs = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeJs.load }));

// A one-adult flight; the side summary is stood in (its own tests cover it).
const { selection } = vi.hoisted(() => ({
  selection: {
    type: 'FLIGHT',
    category: 'flight',
    totalCents: 20_000,
    pointsTotal: 10_000,
    base: { search: { qtAdult: 1, qtChild: 0, qtBaby: 0 }, recommendationid: 'rec-1' },
    flight: { recommendation: { recommendationid: 'rec-1' } },
  },
}));
vi.mock('./summary/CheckoutSummary', () => ({ CheckoutSummary: () => <p>Resumo lateral</p> }));
vi.mock('./selection', () => ({ useCheckoutSelection: () => selection }));

/** The passenger's form as a reload would find it: complete and valid. */
function storeValidPassenger() {
  window.sessionStorage.setItem(
    'checkoutDraft',
    JSON.stringify({
      selection: selectionId(selection as unknown as CheckoutSelection),
      travellers: {
        'traveller-0': {
          name: 'ANA',
          lastName: 'TESTE',
          birthdate: '15/03/1990',
          gender: 'F',
          documentType: 'CPF',
          documentNumber: '52998224725',
          email: 'ana@demo.test',
          phone: '(11) 98765-4321',
        },
      },
      fields: {},
      billing: null,
    }),
  );
}

const submitted: BookingSubmitResponse = {
  success: true,
  auth2fa: false,
  redirectAuth2fa: null,
  message: 'Reserva concluída com sucesso!',
  bookingResponse: {
    bookingCode: 'ABC123',
    locator: 'LOC1',
    statusId: 2,
    bookingExpirationDate: null,
  },
  booking: {
    type: 'FLIGHT',
    statusId: 2,
    locator: 'LOC1',
    bookingCode: 'ABC123',
    locatorProvider: null,
    bookingDate: '2026-11-22',
    bookingDateStr: '22/11/2026',
    bookingExpirationDate: null,
    date: '2026-12-01',
    passengers: [{ name: 'ANA', lastName: 'TESTE' }],
    pointsTotalValue: 10_000,
    cashTotalValue: 200,
    pointsPrice: 10_000,
    cashPrice: 0,
    paymentTransaction: null,
    description: 'Voo',
  },
};

/** The page sits behind the sign-in guard in the app. */
function SignedCheckout() {
  const { user } = useSession();
  return user ? <CheckoutPage /> : null;
}

type Routes = Record<
  string,
  | MockReply
  | ((request: { url: string; method: string; body: unknown; headers: Headers }) => MockReply)
>;

function setup(user: SessionUser = member, routes: Routes = {}) {
  const fetchSpy = mockFetch({
    'GET /api/user': { body: user },
    'GET /api/payments/cards': { body: [] },
    'GET /api/term/PURCHASE_TERMS': { body: purchaseTerm },
    'POST /api/booking': { body: submitted },
    ...routes,
  });
  const view = renderWithProviders(<SignedCheckout />, { signedIn: true, path: '/busca/resumo' });
  return { ...view, fetchSpy, user: userEvent.setup({ delay: null }) };
}

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    await screen.findByRole('checkbox', {
      name: 'Li e aceito os termos de uso e a política de privacidade',
    }),
  );
  const dialog = await screen.findByRole('dialog');
  const accept = within(dialog).getByRole('button', { name: 'Declaro ter lido os termos' });
  await within(dialog).findByText('Condições da compra e política de privacidade.');
  fireEvent.scroll(within(dialog).getByTestId('terms-content'));
  await waitFor(() => expect(accept).toBeEnabled());
  await user.click(accept);
}

const points = () => screen.getByRole('textbox', { name: /Quantidade de Pontos/ });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4111111111111111') {
  await user.type(screen.getByRole('textbox', { name: /Número do cartão/ }), number);
  await user.type(screen.getByRole('textbox', { name: /Nome do titular/ }), 'ANA TESTE');
  await user.type(screen.getByRole('textbox', { name: /Validade/ }), '122031');
  await user.type(screen.getByRole('textbox', { name: /CCV/ }), '123');
  await user.tab();
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>) {
  const billing = screen.getByRole('region', { name: 'Dados de cobrança' });
  await user.type(within(billing).getByRole('textbox', { name: /CPF/ }), '52998224725');
  await user.type(within(billing).getByRole('textbox', { name: /Telefone/ }), '11987654321');
  await user.type(within(billing).getByRole('textbox', { name: /CEP/ }), '01310100');
  await user.type(within(billing).getByRole('textbox', { name: /^Número/ }), '100');
}

/** The CEP look-up of the billing address a guest fills (fillGuestBilling). */
const paulistaCep: MockReply = {
  body: {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    complemento: '',
    bairro: '',
    localidade: 'São Paulo',
    uf: 'SP',
  },
};

/** A guest's whole billing customer, the address completed from its CEP. */
async function fillGuestBilling(user: ReturnType<typeof userEvent.setup>) {
  await fillBilling(user);
  await user.type(
    within(screen.getByRole('region', { name: 'Dados de cobrança' })).getByRole('textbox', {
      name: /E-mail/,
    }),
    'g@demo.test',
  );
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /Cidade/ })).toHaveValue('São Paulo'),
  );
}

beforeEach(() => {
  vi.mocked(assignLocation).mockReset();
  window.sessionStorage.clear();
  storeValidPassenger();
});

describe('CheckoutPage: points and cash', () => {
  it('starts with the whole price in points and keeps the cash consistent with the points typed', async () => {
    const { user } = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalhes da Viagem' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Valor do Saldo')).toBeInTheDocument();
    expect(points()).toHaveValue('10000');
    expect(screen.getByTestId('cash-amount')).toHaveValue('R$\u00a00,00');
    expect(screen.queryByRole('region', { name: 'Dados do cartão' })).not.toBeInTheDocument();
    await user.clear(points());
    await user.type(points(), '4000');
    expect(screen.getByTestId('cash-amount')).toHaveValue('R$\u00a0120,00');
    expect(screen.getByRole('region', { name: 'Dados do cartão' })).toBeInTheDocument();
  });

  it('turns an amount typed in R$ into the points it leaves', async () => {
    const { user } = setup();
    const cash = await screen.findByTestId('cash-amount');
    await user.clear(cash);
    await user.type(cash, '60,00');
    expect(points()).toHaveValue('7000');
    await user.tab();
    expect(cash).toHaveValue('R$\u00a060,00');
  });

  it('shows the minimum-points message and blocks Comprar', async () => {
    const { user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: /Quantidade de Pontos/ }));
    await user.type(points(), '2999');
    expect(
      screen.getByText('Quantidade de Pontos não pode ser menor que 3.000'),
    ).toBeInTheDocument();
    await acceptTerms(user);
    expect(screen.getByRole('button', { name: 'Comprar' })).toBeDisabled();
  });

  it('shows the balance message when the points exceed the balance', async () => {
    const { user } = setup({ ...member, pointsBalance: 5_000 });
    expect(await screen.findByRole('textbox', { name: /Quantidade de Pontos/ })).toHaveValue(
      '5000',
    );
    await user.clear(points());
    await user.type(points(), '6000');
    expect(screen.getByText('Valor em Pontos maior que seu saldo de Pontos')).toBeInTheDocument();
  });

  it('warns a member below the minimum and keeps Comprar disabled', async () => {
    const { user } = setup({ ...member, pointsBalance: 100 });
    expect(
      await screen.findByText('Você deve possuir ao menos 3.000 Pontos para realizar esta compra!'),
    ).toBeInTheDocument();
    await acceptTerms(user);
    expect(screen.getByRole('button', { name: 'Comprar' })).toBeDisabled();
  });

  it('a guest pays in R$ in one instalment', async () => {
    setup(guest);
    expect(await screen.findByTestId('cash-total')).toHaveTextContent('R$ 200,00');
    expect(screen.queryByText('Valor do Saldo')).not.toBeInTheDocument();
    const installments = screen.getByRole('combobox', { name: /Parcelas/ });
    expect(within(installments).getAllByRole('option')).toHaveLength(1);
  });
});

describe('CheckoutPage: card and billing', () => {
  it('lists the accepted brands and up to 10 instalments for a member', async () => {
    const { user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: /Quantidade de Pontos/ }));
    await user.type(points(), '3000');
    const brands = screen.getByRole('list', { name: 'Bandeiras aceitas' });
    expect(
      within(brands)
        .getAllByRole('img')
        .map((img) => img.getAttribute('data-brand')),
    ).toEqual(['visa', 'master', 'elo', 'amex']);
    expect(
      within(screen.getByRole('combobox', { name: /Parcelas/ })).getAllByRole('option'),
    ).toHaveLength(10);
  });

  it('on Comprar with empty card fields: every required message, the alert and focus on the card number', async () => {
    const { user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: /Quantidade de Pontos/ }));
    await user.type(points(), '3000');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('Preencha todos os campos')).toBeInTheDocument();
    for (const message of [
      'Número do cartão não pode ser vazio',
      'Nome do titular do cartão não pode ser vazio',
      'Data de expiração do cartão não pode ser vazio',
      'CCV do cartão não pode ser vazio',
      'CPF não pode ser vazio',
      'Telefone não pode ser vazio',
      'Endereço não pode ser vazio',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Número do cartão/ })).toHaveFocus();
  });

  it('does not submit while the traveller forms fail (their own focus wins)', async () => {
    window.sessionStorage.clear();
    const { user, fetchSpy } = setup();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('Preencha todos os campos')).toBeInTheDocument();
    // the member's own data is there; the birthdate is the first field still missing
    expect(screen.getByLabelText(/^Data de Nascimento/)).toHaveFocus();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).endsWith('/api/booking'))).toBe(false);
  });

  it('checks the card on blur once the four fields are filled: invalid disables Comprar', async () => {
    const { user } = setup(guest, {
      'POST /api/services/flight/validate-credit-card': { body: { data: { valid: false } } },
    });
    await screen.findByTestId('cash-total');
    await fillCard(user);
    expect(
      await screen.findByText('Cartão inválido, confira os dados e tente novamente.'),
    ).toBeInTheDocument();
    await acceptTerms(user);
    expect(screen.getByRole('button', { name: 'Comprar' })).toBeDisabled();
  });

  it('shows the server text of a refused check, or Erro ao validar cartão', async () => {
    const { user } = setup(guest, {
      'POST /api/services/flight/validate-credit-card': {
        status: 400,
        body: { error: 'Número do cartão não pode ser vazio', code: 'VALIDATION' },
      },
    });
    await screen.findByTestId('cash-total');
    await fillCard(user);
    expect(await screen.findByTestId('card-error')).toHaveTextContent(
      'Número do cartão não pode ser vazio',
    );
  });

  it('falls back to Erro ao validar cartão when the check fails', async () => {
    const { user } = setup(guest, {
      'POST /api/services/flight/validate-credit-card': { status: 500, body: { error: 'boom' } },
    });
    await screen.findByTestId('cash-total');
    await fillCard(user);
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Erro ao validar cartão');
  });

  it('refuses an unrecognised brand without asking the server', async () => {
    const { user, fetchSpy } = setup(guest);
    await screen.findByTestId('cash-total');
    await fillCard(user, '9999999999999999');
    expect(await screen.findByTestId('card-error')).toHaveTextContent(
      'Cartão inválido, confira os dados e tente novamente.',
    );
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('validate-credit-card'))).toBe(
      false,
    );
  });

  it('fills city, state and address from an 8-digit CEP', async () => {
    const { user } = setup(guest, {
      'GET /api/ws/01310100/json': {
        body: {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          complemento: '',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        },
      },
    });
    const billing = await screen.findByRole('region', { name: 'Dados de cobrança' });
    await user.type(within(billing).getByRole('textbox', { name: /CEP/ }), '01310100');
    await waitFor(() =>
      expect(within(billing).getByRole('textbox', { name: /Cidade/ })).toHaveValue('São Paulo'),
    );
    expect(within(billing).getByRole('combobox', { name: /Estado/ })).toHaveValue('São Paulo (SP)');
    expect(within(billing).getByRole('textbox', { name: /Endereço/ })).toHaveValue(
      'Avenida Paulista',
    );
  });

  it('offers a saved card with Usar cartão salvo / Não usar cartão salvo', async () => {
    const { user } = setup(member, {
      'GET /api/payments/cards': {
        body: [{ id: 'c1', brand: 'visa', last4Digits: '1111', vaultId: 'vault-1' }],
      },
    });
    await user.clear(await screen.findByRole('textbox', { name: /Quantidade de Pontos/ }));
    await user.type(points(), '3000');
    await user.click(await screen.findByRole('button', { name: 'Usar cartão salvo' }));
    expect(screen.getByRole('combobox', { name: /Cartão salvo/ })).toHaveValue('vault-1');
    expect(screen.queryByRole('textbox', { name: /Número do cartão/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Não usar cartão salvo' }));
    expect(screen.getByRole('textbox', { name: /Número do cartão/ })).toBeInTheDocument();
  });
});

describe('CheckoutPage: coupon', () => {
  const couponReply = {
    success: true,
    couponCode: 'DESCONTO10',
    coupon: { discountType: 2, value: 10 },
    discountPoints: 1_000,
    discountCash: 20,
  };

  it('applies one coupon at a time, shows the percent and restores the amounts on removal', async () => {
    const { user } = setup(member, { 'POST /api/booking/coupon/check': { body: couponReply } });
    const coupon = await screen.findByRole('region', { name: 'Cupom de desconto' });
    await user.type(within(coupon).getByRole('textbox', { name: /Código do cupom/ }), 'desconto10');
    await user.click(within(coupon).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupom aplicado com sucesso!')).toBeInTheDocument();
    expect(within(coupon).getByTestId('coupon-applied')).toHaveTextContent('10%');
    expect(points()).toHaveValue('9000');
    await user.click(within(coupon).getByRole('button', { name: 'Aplicar' }));
    expect(
      await screen.findByText('Já existe um cupom aplicado, remova-o para adicionar um novo!'),
    ).toBeInTheDocument();
    await user.click(within(coupon).getByRole('button', { name: 'Remover cupom' }));
    expect(points()).toHaveValue('10000');
  });

  it('keeps the share of points the member typed when a coupon is applied and removed', async () => {
    const { user } = setup(member, { 'POST /api/booking/coupon/check': { body: couponReply } });
    const coupon = await screen.findByRole('region', { name: 'Cupom de desconto' });
    await user.clear(points());
    await user.type(points(), '6000');
    await user.type(within(coupon).getByRole('textbox', { name: /Código do cupom/ }), 'desconto10');
    await user.click(within(coupon).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupom aplicado com sucesso!')).toBeInTheDocument();
    // 60 % of the 9,000 points left after the coupon
    expect(points()).toHaveValue('5400');
    await user.click(within(coupon).getByRole('button', { name: 'Remover cupom' }));
    expect(points()).toHaveValue('6000');
  });

  it('shows the server error of a refused coupon, or Falha na validação do cupom', async () => {
    const { user } = setup(member, {
      'POST /api/booking/coupon/check': { status: 409, body: { error: 'Este cupom expirou.' } },
    });
    const coupon = await screen.findByRole('region', { name: 'Cupom de desconto' });
    await user.type(within(coupon).getByRole('textbox', { name: /Código do cupom/ }), 'VELHO');
    await user.click(within(coupon).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Este cupom expirou.')).toBeInTheDocument();
  });

  it('falls back to Falha na validação do cupom', async () => {
    const { user } = setup(member, {
      'POST /api/booking/coupon/check': { status: 500, body: { error: 'x' } },
    });
    const coupon = await screen.findByRole('region', { name: 'Cupom de desconto' });
    await user.type(within(coupon).getByRole('textbox', { name: /Código do cupom/ }), 'X');
    await user.click(within(coupon).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Falha na validação do cupom')).toBeInTheDocument();
  });

  it('sends the coupon code with the booking', async () => {
    const bodies: unknown[] = [];
    const { user } = setup(member, {
      'POST /api/booking/coupon/check': { body: couponReply },
      'POST /api/booking': ({ body }) => {
        bodies.push(body);
        return { body: submitted };
      },
    });
    const coupon = await screen.findByRole('region', { name: 'Cupom de desconto' });
    await user.type(within(coupon).getByRole('textbox', { name: /Código do cupom/ }), 'DESCONTO10');
    await user.click(within(coupon).getByRole('button', { name: 'Aplicar' }));
    await screen.findByText('Cupom aplicado com sucesso!');
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      type: 'FLIGHT',
      couponCode: 'DESCONTO10',
      pointsPrice: 9_000,
      cashPrice: 0,
      pointsTotalValue: 10_000,
      cashTotalValue: 200,
    });
  });
});

describe('CheckoutPage: terms and submit outcomes', () => {
  it('shows the purchase terms, not the trip-request privacy text', async () => {
    const { user } = setup();
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Li e aceito os termos de uso e a política de privacidade',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Termos de uso e condições de compra',
    });
    expect(
      await within(dialog).findByText('Leia com atenção antes de concluir a sua compra.'),
    ).toBeVisible();
    expect(within(dialog).queryByText('Texto longo dos termos.')).toBeNull();
  });

  it('needs the terms read to the end before Comprar enables', async () => {
    const { user } = setup();
    expect(await screen.findByRole('button', { name: 'Comprar' })).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Li e aceito os termos de uso e a política de privacidade',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Condições da compra e política de privacidade.');
    expect(
      within(dialog).getByRole('button', { name: 'Declaro ter lido os termos' }),
    ).toBeDisabled();
    fireEvent.scroll(within(dialog).getByTestId('terms-content'));
    await user.click(within(dialog).getByRole('button', { name: 'Declaro ter lido os termos' }));
    expect(
      screen.getByRole('checkbox', {
        name: 'Li e aceito os termos de uso e a política de privacidade',
      }),
    ).toBeChecked();
    expect(screen.getByRole('button', { name: 'Comprar' })).toBeEnabled();
  });

  it('200: stores the result and goes to /busca/finalizado; keeps the Idempotency-Key on a retry', async () => {
    const keys: string[] = [];
    let calls = 0;
    const { user, router } = setup(member, {
      'POST /api/booking': ({ headers }) => {
        keys.push(headers.get('Idempotency-Key') ?? '');
        calls += 1;
        return calls === 1 ? { status: 502, body: { error: 'x' } } : { body: submitted };
      },
    });
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(
      await screen.findByText('Ocorreu algum problema, por favor, tente novamente!'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/finalizado'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(window.sessionStorage.getItem('completedBooking') ?? 'null')).toMatchObject({
      bookingResponse: { bookingCode: 'ABC123' },
    });
  });

  it('201 with auth2fa and a redirect sends the browser to the issuer page', async () => {
    const { user } = setup(member, {
      'POST /api/booking': {
        status: 201,
        body: {
          ...submitted,
          success: false,
          auth2fa: true,
          redirectAuth2fa: 'http://localhost/api/payments/sandbox/confirm/x',
        },
      },
    });
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith(
        'http://localhost/api/payments/sandbox/confirm/x',
      ),
    );
  });

  it('201 with auth2fa: the two-factor dialog confirms, resends and cancels', async () => {
    let resend = 0;
    const { user, router } = setup(member, {
      'POST /api/booking': { status: 201, body: { ...submitted, success: false, auth2fa: true } },
      'POST /api/booking/auth2fa/resend': () => {
        resend += 1;
        return resend === 1 ? { status: 204 } : { status: 500, body: { error: 'x' } };
      },
      'POST /api/booking/issue-ticket': ({ url }) =>
        url.includes('token2fa=000000')
          ? { status: 409, body: { error: 'Código inválido.' } }
          : { body: submitted },
    });
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autenticação de 2 fatores' });
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar código' }));
    expect(
      await screen.findByText('Código reenviado, verifique sua caixa de mensagens!'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar código' }));
    expect(
      await screen.findByText('Não conseguimos reenviar, por favor, tente novamente!'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Código/ }), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Código inválido.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Código/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Código/ }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/finalizado'));
  });

  it('Cancelar of the two-factor dialog goes home', async () => {
    const { user, router } = setup(member, {
      'POST /api/booking': { status: 201, body: { ...submitted, success: false, auth2fa: true } },
    });
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autenticação de 2 fatores' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('400 shows the data message on the page', async () => {
    const { user } = setup(member, { 'POST /api/booking': { status: 400, body: { error: 'x' } } });
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(
      await screen.findByText('Há algo de errado nos seus dados, verifique!'),
    ).toBeInTheDocument();
  });

  it('409 stores the server error without the reprocess flag and goes to booking-error', async () => {
    const { user, router } = setup(member, {
      'POST /api/booking': {
        status: 409,
        body: { error: 'Saldo de pontos insuficiente para esta compra.' },
      },
    });
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/booking-error'));
    expect(JSON.parse(window.sessionStorage.getItem('bookingError') ?? 'null')).toBe(
      'Saldo de pontos insuficiente para esta compra.',
    );
    expect(JSON.parse(window.sessionStorage.getItem('reprocess') ?? 'null')).toBe(false);
  });

  it('504 stores Tempo expirou, tente novamente! and goes to booking-error', async () => {
    const { user, router } = setup(member, {
      'POST /api/booking': { status: 504, body: { error: 'x' } },
    });
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/booking-error'));
    expect(JSON.parse(window.sessionStorage.getItem('bookingError') ?? 'null')).toBe(
      'Tempo expirou, tente novamente!',
    );
  });

  it('sends the card, instalments and billing customer when cash is due', async () => {
    const bodies: unknown[] = [];
    const { user } = setup(guest, {
      'POST /api/services/flight/validate-credit-card': { body: { data: { valid: true } } },
      'GET /api/ws/01310100/json': paulistaCep,
      'POST /api/booking': ({ body }) => {
        bodies.push(body);
        return { body: submitted };
      },
    });
    await screen.findByTestId('cash-total');
    await fillCard(user);
    await fillGuestBilling(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      pointsPrice: 0,
      cashPrice: 200,
      guest: true,
      payment: {
        installments: 1,
        card: {
          cardNumber: '4111111111111111',
          holder: 'ANA TESTE',
          cardExpirationDate: '12/2031',
          cardSecurityCode: '123',
          cardBrand: 'visa',
        },
        // the state leaves without its ' (UF)' suffix
        customer: {
          documentNumber: '52998224725',
          zipCode: '01310100',
          city: 'São Paulo',
          state: 'São Paulo',
          number: '100',
        },
      },
    });
  });
});

describe('CheckoutPage: the card section in Stripe mode', () => {
  it('mounts Stripe’s Payment Element in place of our card fields and sends only its PaymentMethod id', async () => {
    const fake = fakeStripe('pm_card_visa');
    stripeJs.load.mockResolvedValue(fake.stripe);
    const bodies: unknown[] = [];
    const { user } = setup(guest, {
      'GET /api/payments/settings': { body: { mode: 'stripe', publishableKey: 'pk_test_web' } },
      'GET /api/ws/01310100/json': paulistaCep,
      'POST /api/booking': ({ body }) => {
        bodies.push(body);
        return { body: submitted };
      },
    });
    await screen.findByTestId('cash-total');
    const card = screen.getByRole('region', { name: 'Dados do cartão' });
    expect(await within(card).findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(stripeJs.load).toHaveBeenCalledWith('pk_test_web', { locale: 'pt-BR' });
    expect(fake.calls.elements.create).toHaveBeenCalledWith('payment', expect.any(Object));
    // Number, expiry and code are typed into Stripe's frame: no field of ours takes them.
    expect(within(card).queryByRole('textbox', { name: /Número do cartão/ })).toBeNull();
    expect(within(card).queryByRole('textbox', { name: /Validade/ })).toBeNull();
    expect(within(card).queryByRole('textbox', { name: /CCV/ })).toBeNull();
    expect(
      document.querySelector('input[autocomplete^="cc-"]:not([autocomplete="cc-name"])'),
    ).toBeNull();

    await user.type(within(card).getByRole('textbox', { name: /Nome do titular/ }), 'ANA TESTE');
    await fillGuestBilling(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(fake.calls.stripe.createPaymentMethod).toHaveBeenCalledWith({
      elements: fake.calls.elements,
      params: { billing_details: { name: 'ANA TESTE' } },
    });
    const { payment } = bodies[0] as { payment: Record<string, unknown> };
    expect(payment).toMatchObject({ installments: 1, paymentMethodId: 'pm_card_visa' });
    expect(payment).not.toHaveProperty('card');
    expect(JSON.stringify(bodies[0])).not.toMatch(/cardNumber|cardSecurityCode|cvv|cvc/i);
  });
});

describe('CheckoutPage: validation timing', () => {
  it('shows no message before the first Comprar; after it, each message goes as its field is fixed', async () => {
    const { user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: /Quantidade de Pontos/ }));
    await user.type(points(), '3000');
    await user.type(screen.getByRole('textbox', { name: /Número do cartão/ }), '4111');
    await user.tab();
    expect(screen.queryByText('CCV do cartão não pode ser vazio')).toBeNull();
    expect(screen.queryByText('CPF não pode ser vazio')).toBeNull();
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('CCV do cartão não pode ser vazio')).toBeInTheDocument();
    // the first field in error, in screen order, takes the focus
    expect(screen.getByRole('textbox', { name: /Nome do titular/ })).toHaveFocus();
    const billing = screen.getByRole('region', { name: 'Dados de cobrança' });
    await user.type(within(billing).getByRole('textbox', { name: /CPF/ }), '52998224725');
    // the form checks again as the field changes (the resolver answers asynchronously)
    await waitFor(() => expect(screen.queryByText('CPF não pode ser vazio')).toBeNull());
    expect(screen.getByText('CCV do cartão não pode ser vazio')).toBeInTheDocument();
  });
});

/** The checkout and the finished page as two routes, so that Back remounts the checkout. */
function renderCheckoutRoutes() {
  setAuth(tokens);
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/busca/resumo', element: <SignedCheckout /> },
          { path: '/busca/finalizado', element: <p>Página finalizado</p> },
        ],
      },
    ],
    { initialEntries: ['/', '/busca/resumo'], initialIndex: 1 },
  );
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user: userEvent.setup({ delay: null }) };
}

const storedDraft = () => window.sessionStorage.getItem('checkoutDraft');

describe('CheckoutPage: draft and Back', () => {
  it('a reload restores the points and billing typed, never the card; the card never reaches storage', async () => {
    mockFetch({
      'GET /api/user': { body: member },
      'GET /api/payments/cards': { body: [] },
      'POST /api/services/flight/validate-credit-card': { body: { data: { valid: true } } },
      'GET /api/ws/01310100/json': { status: 404, body: { error: 'x' } },
    });
    const first = renderCheckoutRoutes();
    await first.user.clear(await screen.findByRole('textbox', { name: /Quantidade de Pontos/ }));
    await first.user.type(points(), '3000');
    await fillCard(first.user);
    await fillBilling(first.user);
    await waitFor(() => expect(storedDraft()).toContain('529.982.247-25'));
    for (const secret of ['4111', '2031', 'ANA TESTE', 'cardSecurityCode', 'cardNumber']) {
      expect(storedDraft()).not.toContain(secret);
    }
    first.unmount();

    renderCheckoutRoutes();
    expect(await screen.findByRole('textbox', { name: /Quantidade de Pontos/ })).toHaveValue(
      '3000',
    );
    const billing = screen.getByRole('region', { name: 'Dados de cobrança' });
    expect(within(billing).getByRole('textbox', { name: /CPF/ })).toHaveValue('529.982.247-25');
    expect(within(billing).getByRole('textbox', { name: /^Número/ })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: /Número do cartão/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /CCV/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Validade/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Nome do titular/ })).toHaveValue('');
  });

  it('a draft of another selection, or one that fails its schema, is not restored', async () => {
    mockFetch({ 'GET /api/user': { body: member }, 'GET /api/payments/cards': { body: [] } });
    window.sessionStorage.setItem(
      'checkoutDraft',
      JSON.stringify({
        selection: 'HOTEL-x',
        travellers: {},
        fields: { 'payment-points': '3000' },
      }),
    );
    renderCheckoutRoutes();
    expect(await screen.findByRole('textbox', { name: /Quantidade de Pontos/ })).toHaveValue(
      '10000',
    );
  });

  it('a purchase clears the draft, and Back to the checkout lands on the finished page', async () => {
    mockFetch({
      'GET /api/user': { body: member },
      'GET /api/payments/cards': { body: [] },
      'GET /api/term/PURCHASE_TERMS': { body: purchaseTerm },
      'POST /api/booking': { body: submitted },
    });
    const { user, router } = renderCheckoutRoutes();
    await acceptTerms(user);
    expect(storedDraft()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(await screen.findByText('Página finalizado')).toBeInTheDocument();
    expect(storedDraft()).toBeNull();

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/busca/finalizado'));
    expect(await screen.findByText('Página finalizado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comprar' })).toBeNull();
    expect(storedDraft()).toBeNull();
  });
});
