import { cashToPoints } from '../money/points';
import { brlToCents, centsToBrl } from '../money/cents';
import { formatBRL, formatPoints } from '../money/format';
import type { HotelStay, RoomRate } from './schema';
import { nightsBetween } from './dates';

/** A rate's price in centavos of BRL: its total when in BRL, otherwise origTotal. */
export function rateCents(rate: Pick<RoomRate, 'total' | 'origTotal'>): number {
  return brlToCents(
    rate.total.currencyCode === 'BRL' ? rate.total.amountAfterTax : rate.origTotal.amountAfterTax,
  );
}

type StayRooms = Pick<HotelStay, 'roomStays'>;

/** Room indexes (roomStayCandidateRph) the stay offers, ascending. */
export function roomIndexes(stay: StayRooms): number[] {
  const set = new Set(
    stay.roomStays.roomTypes.flatMap((t) => t.roomRates.map((r) => r.roomStayCandidateRph)),
  );
  return [...set].sort((a, b) => a - b);
}

/** Hotel price = sum over the rooms of the cheapest rate of each room. */
export function hotelTotalCents(stay: StayRooms): number {
  let total = 0;
  for (const rph of roomIndexes(stay)) {
    let cheapest = Number.POSITIVE_INFINITY;
    for (const type of stay.roomStays.roomTypes) {
      for (const rate of type.roomRates) {
        if (rate.roomStayCandidateRph === rph) cheapest = Math.min(cheapest, rateCents(rate));
      }
    }
    if (Number.isFinite(cheapest)) total += cheapest;
  }
  return total;
}

export const stayNights = (stay: Pick<HotelStay, 'availability'>): number =>
  nightsBetween(stay.availability.start, stay.availability.end);

/** Price per night = total / nights, in whole centavos. */
export const perNightCents = (totalCents: number, nights: number): number =>
  Math.round(totalCents / Math.max(1, nights));

/** Cards sorted by price ascending (ties by name so the order is stable). */
export function sortStaysByPrice<T extends HotelStay>(stays: readonly T[]): T[] {
  return stays
    .map((stay) => ({ stay, cents: hotelTotalCents(stay) }))
    .sort(
      (a, b) =>
        a.cents - b.cents ||
        a.stay.basicPropertyInfo.hotelRef.hotelName.localeCompare(
          b.stay.basicPropertyInfo.hotelRef.hotelName,
        ),
    )
    .map((entry) => entry.stay);
}

/** How a user sees hotel prices: points (members of point campaigns) or R$. */
export type HotelPriceMode =
  | { kind: 'points'; conversionRate: number; markupPercent: number; shortAlias: string }
  | { kind: 'cash' };

export interface DisplayPrice {
  /** Points (integer, rounded up) or reais (2 decimals): the unit of the price filter. */
  value: number;
  text: string;
}

export function displayPrice(cents: number, mode: HotelPriceMode): DisplayPrice {
  if (mode.kind === 'points') {
    const points = cashToPoints(cents, mode.conversionRate, mode.markupPercent);
    return { value: points, text: `${formatPoints(points)} ${mode.shortAlias}` };
  }
  return { value: centsToBrl(cents), text: formatBRL(cents) };
}

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Map marker label: the price rounded up plus the currency short name. */
export function mapMarkerLabel(cents: number, mode: HotelPriceMode): string {
  if (mode.kind === 'points') {
    const points = cashToPoints(cents, mode.conversionRate, mode.markupPercent);
    return `${integer.format(points)} ${mode.shortAlias}`;
  }
  return `R$ ${integer.format(Math.ceil(centsToBrl(cents)))}`;
}
