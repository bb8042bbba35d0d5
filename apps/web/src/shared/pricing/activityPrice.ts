import { useMemo } from 'react';
import { activityPriceCents } from '@portal/domain/activities';
import { usePriceDisplay } from './priceDisplay';

/**
 * Shows a supplier amount of an activity (centavos) at the portal's price, in points or R$: the
 * domain's whole-reais price, the one the api charges. Whole-reais amounts (such as an
 * availability's total) come out unchanged.
 */
export function useActivityPrice(): (supplierCents: number) => string {
  const display = usePriceDisplay('entertainment');
  return useMemo(() => (cents: number) => display.format(activityPriceCents(cents)), [display]);
}
