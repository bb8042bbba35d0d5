import { useMemo } from 'react';
import { formatBRL, roundHalfDown } from '@portal/domain';
import { usePriceDisplay } from './priceDisplay';

/** Activity prices: points as every product shows them; reais rounded half-down to a whole number. */
export function useActivityPrice(): (cents: number) => string {
  const display = usePriceDisplay('entertainment');
  return useMemo(
    () =>
      display.mode.kind === 'cash'
        ? (cents: number) => formatBRL(roundHalfDown(cents / 100) * 100)
        : display.format,
    [display],
  );
}
