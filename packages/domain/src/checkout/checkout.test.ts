import { describe, expect, it } from 'vitest';
import { cardMessages } from '../payments/cards';
import type { BookingSubmitResponse } from '../bookings/schema';
import {
  billingErrors,
  billingMessages,
  brazilianStates,
  emptyBillingForm,
  stateForPayment,
  stateOption,
  toBillingCustomer,
} from './billing';
import { cardFormErrors, cardReadyForCheck, emptyCardForm, installmentOptions } from './card';
import { actionForError, actionForReply, finishedVariant } from './outcome';
import {
  carriedPoints,
  cashInputToCents,
  checkoutMessages,
  initialPoints,
  paymentMode,
  pointsForCash,
  splitView,
  type SplitInput,
} from './payment';

const policy77 = { acceptCashPayment: true, cashPaymentPercentage: 70 };
const input = (balance: number, total = { points: 10_000, cash: 20_000 }): SplitInput => ({
  total,
  policy: policy77,
  balance,
  coin: 'Pontos',
});

describe('points and cash split view', () => {
  it('starts with the whole price in points when the balance covers it', () => {
    expect(initialPoints(input(500_000))).toBe(10_000);
    expect(splitView(input(500_000), 10_000)).toMatchObject({
      points: 10_000,
      cash: 0,
      minimumPoints: 3_000,
      error: null,
      warning: null,
      payable: true,
    });
  });

  it('carries the share the member typed to a new total, within its minimum and the balance', () => {
    const discounted = { points: 9_000, cash: 18_000 };
    expect(carriedPoints(input(500_000, discounted), 6_000, 10_000)).toBe(5_400);
    // a share below the new minimum (30 %) rises to it; one above the balance falls to it
    expect(carriedPoints(input(500_000, discounted), 1_000, 10_000)).toBe(2_700);
    expect(carriedPoints(input(5_000, discounted), 10_000, 10_000)).toBe(5_000);
    // nothing typed: the default of the new total
    expect(carriedPoints(input(500_000, discounted), Number.NaN, 10_000)).toBe(9_000);
  });

  it('starts with the balance when it is between the minimum and the price', () => {
    expect(initialPoints(input(6_000))).toBe(6_000);
    expect(splitView(input(6_000), 6_000).cash).toBe(8_000);
  });

  it('keeps the cash consistent with the points through the domain split', () => {
    const view = splitView(input(500_000), 4_000);
    expect(view.cash).toBe(12_000);
    expect(pointsForCash({ points: 10_000, cash: 20_000 }, view.cash)).toBe(4_000);
  });

  it('refuses points below the minimum with its verbatim message', () => {
    const view = splitView(input(500_000), 2_999);
    expect(view.error).toBe('Quantidade de Pontos não pode ser menor que 3.000');
    expect(view.payable).toBe(false);
  });

  it('refuses points above the balance with its verbatim message', () => {
    const view = splitView(input(5_000), 6_000);
    expect(view.error).toBe('Valor em Pontos maior que seu saldo de Pontos');
    expect(view.payable).toBe(false);
  });

  it('warns a member whose balance is below the minimum', () => {
    const view = splitView(input(100), initialPoints(input(100)));
    expect(view.warning).toBe('Você deve possuir ao menos 3.000 Pontos para realizar esta compra!');
    expect(view.payable).toBe(false);
  });

  it('makes the whole price the minimum when the campaign does not accept cash', () => {
    const view = splitView(
      { ...input(500_000), policy: { acceptCashPayment: false, cashPaymentPercentage: 0 } },
      5_000,
    );
    expect(view.minimumPoints).toBe(10_000);
    expect(view.error).toBe(checkoutMessages.pointsBelowMinimum('Pontos', 10_000));
  });

  it('sends guests, voucher users and cash-only campaigns to R$', () => {
    const campaign = { disablePointActivity: false };
    expect(paymentMode({ guest: false, travelVoucher: false, campaign })).toBe('points');
    expect(paymentMode({ guest: true, travelVoucher: false, campaign })).toBe('cash');
    expect(paymentMode({ guest: false, travelVoucher: true, campaign })).toBe('cash');
    expect(
      paymentMode({ guest: false, travelVoucher: false, campaign: { disablePointActivity: true } }),
    ).toBe('cash');
  });
});

describe('card form', () => {
  it('gives every required-field message', () => {
    expect(cardFormErrors({ ...emptyCardForm, installments: '' })).toEqual({
      cardNumber: cardMessages.numberRequired,
      holder: cardMessages.holderRequired,
      cardExpirationDate: cardMessages.expiryRequired,
      cardSecurityCode: cardMessages.codeRequired,
      installments: cardMessages.installmentsRequired,
    });
  });

  it('refuses an unrecognised brand', () => {
    expect(cardFormErrors({ ...emptyCardForm, cardNumber: '9999 9999 9999 9999' }).cardNumber).toBe(
      'Cartão inválido, confira os dados e tente novamente.',
    );
  });

  it('checks on the server only once the four fields are filled', () => {
    const form = {
      ...emptyCardForm,
      cardNumber: '4111 1111 1111 1111',
      holder: 'ANA',
      cardExpirationDate: '12/2031',
    };
    expect(cardReadyForCheck(form)).toBe(false);
    expect(cardReadyForCheck({ ...form, cardSecurityCode: '123' })).toBe(true);
  });

  it('offers members up to the campaign maximum and guests one instalment', () => {
    expect(installmentOptions('member', 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(installmentOptions('guest', 10)).toEqual([1]);
    expect(installmentOptions('voucher', 10)).toEqual([1]);
  });
});

describe('billing data', () => {
  it('requires the billing fields and a valid CPF and e-mail', () => {
    const errors = billingErrors(emptyBillingForm);
    expect(errors).toMatchObject({
      documentNumber: billingMessages.cpfRequired,
      email: 'E-mail precisa ser preenchido com um e-mail valido',
      mobilePhoneNumber: billingMessages.phoneRequired,
      address: 'Endereço não pode ser vazio',
    });
    expect(errors.complement).toBeUndefined();
    expect(
      billingErrors({ ...emptyBillingForm, documentNumber: '111.111.111-11' }).documentNumber,
    ).toBe(billingMessages.cpfInvalid);
  });

  it('accepts a complete form and sends digits only for CPF and CEP', () => {
    const form = {
      documentNumber: '529.982.247-25',
      email: 'a@b.com',
      mobilePhoneNumber: '(11) 98765-4321',
      zipCode: '01310-100',
      address: 'Avenida Paulista',
      number: '100',
      city: 'São Paulo',
      state: 'São Paulo (SP)',
      complement: '',
    };
    expect(billingErrors(form)).toEqual({});
    expect(toBillingCustomer(form)).toMatchObject({
      documentNumber: '52998224725',
      zipCode: '01310100',
      state: 'São Paulo',
    });
  });
});

describe('submit outcomes', () => {
  const reply = (fields: Partial<BookingSubmitResponse>) =>
    ({
      success: true,
      auth2fa: false,
      redirectAuth2fa: null,
      message: '',
      ...fields,
    }) as BookingSubmitResponse;

  it('goes to finalizado on 200 and on 201 without two-factor', () => {
    expect(actionForReply(200, reply({})).kind).toBe('finished');
    expect(actionForReply(201, reply({ success: false })).kind).toBe('finished');
  });

  it('redirects to the issuer page or opens the two-factor dialog', () => {
    expect(
      actionForReply(201, reply({ auth2fa: true, redirectAuth2fa: 'https://gw/confirm' })),
    ).toEqual({ kind: 'redirect', url: 'https://gw/confirm' });
    expect(actionForReply(201, reply({ auth2fa: true })).kind).toBe('twoFactor');
  });

  it('maps every error', () => {
    expect(actionForError(400, 'x')).toEqual({
      kind: 'pageError',
      message: 'Há algo de errado nos seus dados, verifique!',
    });
    expect(actionForError(401, null)).toEqual({ kind: 'sessionExpired' });
    expect(actionForError(409, 'Saldo insuficiente')).toEqual({
      kind: 'bookingError',
      message: 'Saldo insuficiente',
    });
    expect(actionForError(504, 'x')).toEqual({
      kind: 'bookingError',
      message: 'Tempo expirou, tente novamente!',
    });
    expect(
      actionForError(422, 'Parcelamento disponível apenas para cartões emitidos no Brasil.'),
    ).toEqual({
      kind: 'pageError',
      message: 'Parcelamento disponível apenas para cartões emitidos no Brasil.',
    });
    expect(actionForError(500, 'x')).toEqual({
      kind: 'alert',
      message: 'Ocorreu algum problema, por favor, tente novamente!',
    });
    expect(actionForError(500, 'Fornecedor indisponível', true)).toEqual({
      kind: 'pageError',
      message: 'Fornecedor indisponível',
    });
  });

  it('shows concluída com ressalvas when the purchase did not succeed', () => {
    expect(finishedVariant({ success: true })).toBe('success');
    expect(finishedVariant({ success: false })).toBe('issues');
  });
});

describe('billing state', () => {
  it('offers the 27 states as Nome (UF), picks one from a CEP abbreviation and sends it without the suffix', () => {
    expect(brazilianStates).toHaveLength(27);
    expect(stateOption('sp')).toBe('São Paulo (SP)');
    expect(stateOption('XX')).toBe('');
    expect(stateForPayment('Rio Grande do Sul (RS)')).toBe('Rio Grande do Sul');
  });
});

describe('cash typed in R$', () => {
  it('reads reais and centavos as a member types them', () => {
    expect(cashInputToCents('R$ 1.234,5')).toBe(123450);
    expect(cashInputToCents('60')).toBe(6000);
    expect(cashInputToCents(',99')).toBe(99);
    expect(cashInputToCents('R$ ')).toBeNull();
  });
});
