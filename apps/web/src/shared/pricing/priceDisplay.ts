import { useMemo } from 'react';
import { cashToPoints, formatBRL, formatPoints } from '@portal/domain/money';
import { defaultShortCoinAlias } from '@portal/domain/campaigns';
import { flightPriceInMode, type FlightPriceMode } from '@portal/domain/flights';
import type { Product } from '@portal/domain/products';
import { paysWithPoints, type SessionUser } from '@portal/domain/users';
import { useSignedUser } from '../session/sessionContext';

/** A product's price in this member's points: the campaign's conversion rate and its markup for the product, rounded up. */
export const pointsPriceOf = (user: SessionUser, product: Product, cents: number): number =>
  cashToPoints(
    cents,
    user.catalog.catalogCurrencyConfig.conversionRate,
    user.campaign.pointsMarkup[product],
  );

export interface PriceDisplay {
  mode: FlightPriceMode;
  /** 'R$ 1.234,56' or '61.728 Pts' */
  format: (cents: number) => string;
  /** the amount in the display unit (points or centavos) */
  amount: (cents: number) => number;
  unit: string;
}

/** Points with the short coin alias for members; R$ for guests, voucher users and cash-only campaigns. */
export function priceDisplayFor(user: SessionUser, product: Product): PriceDisplay {
  if (!paysWithPoints(user)) {
    return { mode: { kind: 'cash' }, format: formatBRL, amount: (cents) => cents, unit: 'R$' };
  }
  const mode: FlightPriceMode = {
    kind: 'points',
    conversionRate: user.catalog.catalogCurrencyConfig.conversionRate,
    markupPercent: user.campaign.pointsMarkup[product],
  };
  const alias = user.campaign.campaignConfig.shortenCoinAlias || defaultShortCoinAlias;
  return {
    mode,
    amount: (cents) => flightPriceInMode(cents, mode),
    format: (cents) => `${formatPoints(flightPriceInMode(cents, mode))} ${alias}`,
    unit: alias,
  };
}

export function usePriceDisplay(product: Product): PriceDisplay {
  const user = useSignedUser();
  return useMemo(() => priceDisplayFor(user, product), [user, product]);
}
