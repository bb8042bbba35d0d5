import { brlToCents } from '../money/cents';
import { formatPoints } from '../money/format';
import {
  cashForPoints,
  minimumPoints,
  sameShareOfTotal,
  type CashPolicy,
  type Price,
} from '../pricing/split';

/** Checkout copy, verbatim. */
export const checkoutMessages = {
  fillAll: 'Preencha todos os campos',
  pointsBelowMinimum: (coin: string, min: number) =>
    `Quantidade de ${coin} não pode ser menor que ${formatPoints(min)}`,
  pointsAboveBalance: (coin: string) => `Valor em ${coin} maior que seu saldo de ${coin}`,
  minimumBalance: (min: number, coin: string) =>
    `Você deve possuir ao menos ${formatPoints(min)} ${coin} para realizar esta compra!`,
  badData: 'Há algo de errado nos seus dados, verifique!',
  timeout: 'Tempo expirou, tente novamente!',
  unexpected: 'Ocorreu algum problema, por favor, tente novamente!',
  couponAlreadyApplied: 'Já existe um cupom aplicado, remova-o para adicionar um novo!',
  couponApplied: 'Cupom aplicado com sucesso!',
  couponFailed: 'Falha na validação do cupom',
  codeResent: 'Código reenviado, verifique sua caixa de mensagens!',
  codeResendFailed: 'Não conseguimos reenviar, por favor, tente novamente!',
  reprocessed: 'Compra reprocessada com sucesso',
  finishedTitle: 'Reserva concluída',
  finishedWithIssues: 'Sua reserva foi concluída com ressalvas',
  finishedHint:
    'Vá até Minhas viagens, insira os dados do cartão, para podermos concluir a reserva',
  bookingErrorTitle: 'Erro ao realizar reserva!',
} as const;

/** How the user pays: members of point campaigns split; everyone else pays in R$. */
export type PaymentMode = 'points' | 'cash';

export function paymentMode(user: {
  guest: boolean;
  travelVoucher: boolean;
  campaign: { disablePointActivity: boolean };
}): PaymentMode {
  return !user.guest && !user.travelVoucher && !user.campaign.disablePointActivity
    ? 'points'
    : 'cash';
}

export interface SplitInput {
  /** The price after any coupon. */
  total: Price;
  policy: CashPolicy;
  balance: number;
  coin: string;
}

export interface SplitView {
  points: number;
  /** centavos */
  cash: number;
  minimumPoints: number;
  /** The most points the member may use: the total, capped by the balance. */
  maximumPoints: number;
  /** Field error of the points input, or null. */
  error: string | null;
  /** Warning when the balance cannot reach the minimum of this purchase. */
  warning: string | null;
  /** Whether 'Comprar' may proceed on the payment side. */
  payable: boolean;
}

/**
 * The points the member starts with: the whole price when the balance covers it, else as
 * many points as the balance allows (never below the purchase minimum).
 */
export function initialPoints(input: SplitInput): number {
  const minimum = minimumPoints(input.total.points, input.policy);
  return Math.max(minimum, Math.min(input.total.points, Math.max(0, input.balance)));
}

/**
 * The points a split the member typed keeps when its total changes (a coupon applied or
 * removed): the same share of the new total, within its minimum and the balance.
 */
export function carriedPoints(input: SplitInput, typed: number, previousTotal: number): number {
  if (!Number.isSafeInteger(typed) || typed < 0 || previousTotal <= 0) return initialPoints(input);
  const minimum = minimumPoints(input.total.points, input.policy);
  const maximum = Math.min(input.total.points, Math.max(0, input.balance));
  const share = sameShareOfTotal(typed, previousTotal, input.total.points);
  return Math.max(minimum, Math.min(maximum, share));
}

/** The points/cash state for the points the member typed. */
export function splitView(input: SplitInput, chosenPoints: number): SplitView {
  const { total, policy, balance, coin } = input;
  const minimum = minimumPoints(total.points, policy);
  const maximum = Math.min(total.points, Math.max(0, balance));
  const points = Number.isSafeInteger(chosenPoints)
    ? Math.min(Math.max(0, chosenPoints), total.points)
    : minimum;
  const warning = balance < minimum ? checkoutMessages.minimumBalance(minimum, coin) : null;
  let error: string | null = null;
  if (points < minimum) error = checkoutMessages.pointsBelowMinimum(coin, minimum);
  else if (points > balance) error = checkoutMessages.pointsAboveBalance(coin);
  return {
    points,
    cash: cashForPoints(total, points),
    minimumPoints: minimum,
    maximumPoints: maximum,
    error,
    warning,
    payable: error === null && warning === null,
  };
}

/**
 * The points matching a cash amount typed by the member (the inverse of the split):
 * P = totalPoints − round(cash × totalPoints / totalCash), kept inside 0..totalPoints.
 */
export function pointsForCash(total: Price, cashCents: number): number {
  if (total.cash <= 0) return total.points;
  const cash = Math.min(Math.max(0, Math.round(cashCents)), total.cash);
  return total.points - Math.round((cash * total.points) / total.cash);
}

/** Centavos of what a member types in the R$ field ('1.234,5' → 123450), or null when it holds no amount. */
export function cashInputToCents(text: string): number | null {
  const [reais = '', cents = ''] = text.replace(/[^\d,]/g, '').split(',');
  if (!reais && !cents) return null;
  return brlToCents(Number(reais || '0')) + Number(cents.slice(0, 2).padEnd(2, '0'));
}
