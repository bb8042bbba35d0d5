import { brlToCents } from '../money/cents';
import { cashToPoints } from '../money/points';
import type { FlightRecommendation, FlightSearchResponse, FlightSegmentOption } from './schema';

export type FlightPaxType = 'ADT' | 'CHD' | 'INF';
export const flightPaxLabels: Record<FlightPaxType, string> = {
  ADT: 'Adulto(s)',
  CHD: 'Criança(s)',
  INF: 'Bebê(s)',
};
export const flightTaxesLabel = 'Taxas';
/**
 * What the campaign's flight coupon would take off, said beside the card's total (which is the
 * price before it): the coupon is applied at the checkout.
 */
export const flightCouponNote = (discount: string) =>
  `Com cupom: ${discount} de desconto na compra`;

export interface FlightBreakdownLine {
  kind: FlightPaxType | 'TAX';
  label: string;
  quantity: number;
  /** centavos */
  cents: number;
}

export interface FlightBreakdown {
  lines: FlightBreakdownLine[];
  /** centavos, the recommendation's total */
  totalCents: number;
}

/**
 * Price breakdown of a recommendation: one line per passenger type present with its
 * fare times quantity (Adulto(s), Criança(s), Bebê(s)), then Taxas; the total is the API's.
 */
export function flightBreakdown(recommendation: FlightRecommendation): FlightBreakdown {
  const order: FlightPaxType[] = ['ADT', 'CHD', 'INF'];
  const lines: FlightBreakdownLine[] = [];
  for (const pax of order) {
    const fare = recommendation.fares.find((entry) => entry.paxtype === pax);
    if (!fare || fare.quantity <= 0) continue;
    lines.push({
      kind: pax,
      label: flightPaxLabels[pax],
      quantity: fare.quantity,
      cents: brlToCents(fare.fareamount) * fare.quantity,
    });
  }
  lines.push({
    kind: 'TAX',
    label: flightTaxesLabel,
    quantity: 1,
    cents: brlToCents(recommendation.totalfare.totaltaxes),
  });
  return { lines, totalCents: brlToCents(recommendation.totalfare.total) };
}

/** How prices show: points for members, R$ for guests, voucher users and cash-only campaigns. */
export type FlightPriceMode =
  { kind: 'points'; conversionRate: number; markupPercent: number } | { kind: 'cash' };

/** Points (rounded up) or the centavos themselves in cash mode. */
export function flightPriceInMode(cents: number, mode: FlightPriceMode): number {
  return mode.kind === 'points'
    ? cashToPoints(Math.max(0, Math.round(cents)), mode.conversionRate, mode.markupPercent)
    : cents;
}

export interface FlightCouponLike {
  discountType: 1 | 2;
  value: number;
  air: boolean;
}

/** The 'Desconto' line of the flight breakdown: points (type 1) or percent (type 2); null when no flight coupon. */
export function flightCouponDiscount(
  coupon: FlightCouponLike | null,
  couponEnabled: boolean,
): { kind: 'points' | 'percent'; value: number } | null {
  if (!couponEnabled || !coupon || !coupon.air || coupon.value <= 0) return null;
  return coupon.discountType === 1
    ? { kind: 'points', value: coupon.value }
    : { kind: 'percent', value: coupon.value };
}

/** Stops text of a leg: 'DIRETO' or 'n parada(s)'. */
export const flightStopsText = (stops: number): string =>
  stops <= 0 ? 'DIRETO' : `${stops} parada(s)`;

/** Calendar days between the first departure and the last arrival of an option ('+N'). */
export function flightDayOffset(option: FlightSegmentOption): number {
  const first = option.flights[0];
  const last = option.flights[option.flights.length - 1];
  if (!first || !last) return 0;
  const day = (value: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : 0;
  };
  return Math.round((day(last.arrivaldatetime) - day(first.departuredatetime)) / 86_400_000);
}

export interface FlightLowestPriceRow {
  carrier: string;
  name: string;
  /** centavos per stops bucket (0 direct, 1 one stop, 2 more than one), null when not offered */
  byStops: [number | null, number | null, number | null];
}

/** Lowest total per airline for direct, 1 stop and more than 1 stop, cheapest airline first. */
export function lowestPriceTable(response: FlightSearchResponse): FlightLowestPriceRow[] {
  const names = new Map(
    response.recommendations.map((r) => [r.validatingcarrier, r.validatingcarrierName]),
  );
  const rows = new Map<string, FlightLowestPriceRow>();
  for (const summary of response.availabilitysummary) {
    const carrier = summary.availabilitysummarycarrier || summary.validatingcarrier;
    const row = rows.get(carrier) ?? {
      carrier,
      name: names.get(carrier) ?? carrier,
      byStops: [null, null, null],
    };
    for (const detail of summary.availabilitysummarydetail) {
      const bucket = Math.min(Math.max(detail.stopsnumber, 0), 2) as 0 | 1 | 2;
      const cents = brlToCents(detail.minimumtotalfare.total);
      const current = row.byStops[bucket];
      row.byStops[bucket] = current === null ? cents : Math.min(current, cents);
    }
    rows.set(carrier, row);
  }
  const lowest = (row: FlightLowestPriceRow) =>
    Math.min(...row.byStops.map((v) => v ?? Number.POSITIVE_INFINITY));
  return [...rows.values()].sort((a, b) => lowest(a) - lowest(b));
}
