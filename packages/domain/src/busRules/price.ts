import { brlToCents } from '../money/format';
import type { BusRoute } from '../search/bus';

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

/** 'Selecionar' is enabled once a departure (and a return, on round trips) is chosen. */
export function busSelectionReady(roundTrip: boolean, going: unknown, back: unknown): boolean {
  return Boolean(going) && (!roundTrip || Boolean(back));
}
