import { formatBRL, formatPoints } from '@portal/domain/money';
import type { Product } from '@portal/domain/products';
import { usePriceDisplay } from '../../../shared/pricing/priceDisplay';
import { Line } from './Line';
import { summaryCopy as copy } from './messages';

/** A coupon's discount, in points and in centavos, as the coupon check answered it. */
export interface SummaryDiscount {
  points: number;
  cashCents: number;
}

/** The summary's 'Desconto' and 'Total' rows: the total is what the member pays after the coupon. */
export function SummaryTotal({
  totalCents,
  product,
  discount,
}: {
  totalCents: number;
  product: Product;
  discount: SummaryDiscount | null;
}) {
  const price = usePriceDisplay(product);
  const inPoints = price.mode.kind === 'points';
  const text = (points: number, cents: number) =>
    inPoints ? `${formatPoints(points)} ${price.unit}` : formatBRL(cents);
  const points = price.amount(totalCents);
  return (
    <>
      {discount ? (
        <Line label={copy.discount} value={`− ${text(discount.points, discount.cashCents)}`} />
      ) : null}
      <Line
        label={copy.total}
        value={text(
          Math.max(0, points - (discount?.points ?? 0)),
          Math.max(0, totalCents - (discount?.cashCents ?? 0)),
        )}
        strong
      />
    </>
  );
}
