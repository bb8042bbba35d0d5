import { brlToCents } from '../money/cents';
import type { BusRoute } from './schema';

/** What the chosen legs cost for every passenger, in centavos: the legs' fares times the passengers. */
export function busTotalCents(
  legs: ReadonlyArray<Pick<BusRoute, 'cashValue'> | null>,
  passengers: number,
): number {
  return legs.reduce((sum, leg) => sum + (leg ? brlToCents(leg.cashValue) * passengers : 0), 0);
}

/** The price shown per passenger: the total divided by the passengers (a round trip sums both legs). */
export function busPerPassengerCents(totalCents: number, passengers: number): number {
  return passengers > 0 ? Math.round(totalCents / passengers) : totalCents;
}

export interface BusPrice {
  /** every passenger on every chosen leg, in centavos */
  totalCents: number;
  /** the total divided by the passengers */
  perPassengerCents: number;
}

/** The price of the chosen legs (one row's leg, or both legs of a round trip) for the passengers. */
export function busPrice(
  legs: ReadonlyArray<Pick<BusRoute, 'cashValue'> | null>,
  passengers: number,
): BusPrice {
  const totalCents = busTotalCents(legs, passengers);
  return { totalCents, perPassengerCents: busPerPassengerCents(totalCents, passengers) };
}

/** 'Selecionar' is enabled once a departure (and a return, on round trips) is chosen. */
export function busSelectionReady(roundTrip: boolean, going: unknown, back: unknown): boolean {
  return Boolean(going) && (!roundTrip || Boolean(back));
}
