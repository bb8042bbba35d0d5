import type { Cabin } from '@portal/domain/flights';
import { charmPrice, hash32 } from '../../../lib/seededRandom';
import { daysBetween, weekday } from '../time';
import { CLASSES, type Itinerary } from './itineraries';
import { brlToCents } from '@portal/domain/money';

/** Fares from distance, cabin, fare family, advance purchase, weekday and time of day. */
export interface Family {
  code: string;
  name: string;
  bagKg: number;
  comfortSeat: boolean;
  allowChange: boolean;
  refund: number;
  multiplier: number;
}
const fam = (
  code: string,
  name: string,
  bagKg: number,
  comfortSeat: boolean,
  allowChange: boolean,
  refund: number,
  multiplier: number,
): Family => ({
  code,
  name,
  bagKg,
  comfortSeat,
  allowChange,
  refund,
  multiplier,
});
export const FAMILIES: Record<string, Family[]> = {
  G3: [
    fam('LT', 'LIGHT', 0, false, false, 0, 1),
    fam('CL', 'CLASSIC', 23, false, true, 0, 1.25),
    fam('EX', 'EXCLUSIVE', 23, true, true, 50, 1.6),
    fam('PR', 'PREMIUM', 32, true, true, 100, 2.2),
  ],
  AD: [
    fam('BS', 'BASIC', 0, false, false, 0, 1),
    fam('AZ', 'AZUL', 23, false, true, 0, 1.22),
    fam('MA', 'MAIS AZUL', 23, true, true, 50, 1.55),
    fam('SP', 'AZUL SUPER', 32, true, true, 100, 2.1),
  ],
  JJ: [
    fam('LT', 'LIGHT', 0, false, false, 0, 1),
    fam('ST', 'STANDARD', 23, false, true, 0, 1.2),
    fam('FL', 'FULL', 23, true, true, 100, 1.7),
    fam('PE', 'PREMIUM ECONOMY', 32, true, true, 100, 2.4),
  ],
};
const DEFAULT_FAMILIES = [
  fam('BA', 'BASIC', 0, false, false, 0, 1),
  fam('CL', 'CLASSIC', 23, false, true, 0, 1.3),
  fam('FX', 'FLEX', 46, true, true, 75, 1.75),
];
const CABIN_FACTOR: Record<Cabin, number> = { Y: 1, W: 1.7, C: 3.6 };

export function familiesOf(carrier: string): Family[] {
  return FAMILIES[carrier] ?? DEFAULT_FAMILIES;
}

function advanceFactor(days: number): number {
  if (days < 7) return 1.6;
  if (days < 14) return 1.3;
  if (days < 21) return 1.15;
  if (days < 45) return 1;
  return 0.9;
}
const WEEKDAY_FACTOR = [1.15, 1.05, 0.92, 0.9, 1, 1.15, 0.95];

export interface PricedLeg {
  fareCents: number;
  taxCents: number;
}

/** Adult fare and taxes of one itinerary in one family (centavos, per passenger). */
export function adultPrice(
  it: Itinerary,
  family: Family,
  cabin: Cabin,
  date: string,
  today: string,
): PricedLeg {
  const factor =
    family.multiplier *
    CLASSES[it.classIndex]!.factor *
    CABIN_FACTOR[cabin] *
    advanceFactor(daysBetween(today, date)) *
    WEEKDAY_FACTOR[weekday(date)]!;
  const domestic = it.legs.every((l) => l.from.countryIso === 'BR' && l.to.countryIso === 'BR');
  const taxCents = it.legs.reduce(
    (s, l) =>
      s +
      (domestic
        ? 3_000 + brlToCents(hash32(l.from.iata) % 25)
        : 18_000 + (hash32(l.from.iata) % 40) * 500),
    0,
  );
  return { fareCents: charmPrice(it.baseCents * factor), taxCents };
}
