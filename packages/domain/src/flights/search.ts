import { minimumAdvanceDays } from '../search/advance';
import { MAX_TRAVELLERS } from '../search/common';
import { flightMessages } from './messages';

/** Search calendars reach 11 months ahead. */
export const FLIGHT_MONTHS_AHEAD = 11;
/** Round-trip default range ends today + 19 days. */
export const FLIGHT_RANGE_END_DAYS = 19;

export interface FlightDateWindow {
  /** first selectable day (local midnight) */
  min: Date;
  /** last selectable day (local midnight) */
  max: Date;
  defaultStart: Date;
  /** null for one-way */
  defaultEnd: Date | null;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

export function flightAddDays(date: Date, days: number): Date {
  const next = startOfDay(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function flightAddMonths(date: Date, months: number): Date {
  const base = startOfDay(date);
  const target = new Date(base.getFullYear(), base.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(base.getDate(), lastDay));
  return target;
}

/**
 * Date window of a trip calendar with a one-way / round-trip switch: earliest day = today +
 * `advanceDays`, latest = 11 months ahead, round-trip default range from the earliest day to
 * today + 19 days (at least one day long).
 */
export function tripDateWindow(
  today: Date,
  roundTrip: boolean,
  advanceDays: number,
): FlightDateWindow {
  const min = flightAddDays(today, advanceDays);
  const max = flightAddMonths(today, FLIGHT_MONTHS_AHEAD);
  const rangeEnd = flightAddDays(today, FLIGHT_RANGE_END_DAYS);
  return {
    min,
    max,
    defaultStart: min,
    defaultEnd: roundTrip ? (rangeEnd > min ? rangeEnd : flightAddDays(min, 1)) : null,
  };
}

/** Date window of the flight form: round trips start after the campaign's advanceDaysCar, one way after 7 days. */
export const flightDateWindow = (
  today: Date,
  roundTrip: boolean,
  advanceDaysCar: number | null | undefined,
): FlightDateWindow =>
  tripDateWindow(
    today,
    roundTrip,
    minimumAdvanceDays({ product: 'flight', roundTrip }, advanceDaysCar),
  );

/** Whether a day lies inside the window (both ends included). */
export function isInFlightWindow(
  day: Date,
  window: Pick<FlightDateWindow, 'min' | 'max'>,
): boolean {
  const d = startOfDay(day).getTime();
  return d >= window.min.getTime() && d <= window.max.getTime();
}

export interface FlightSearchInput {
  origin: string | null;
  destination: string | null;
  roundTrip: boolean;
  start: Date | null;
  end: Date | null;
  adults: number;
  children: number;
  infants: number;
}

export interface FlightSearchErrors {
  origin?: string;
  destination?: string;
  dates?: string;
  passengers?: string;
}

export type FlightSearchCheck =
  | { kind: 'ok' }
  | { kind: 'invalid'; errors: FlightSearchErrors; alert: string }
  | { kind: 'group' };

export const flightPassengerTotal = (
  input: Pick<FlightSearchInput, 'adults' | 'children' | 'infants'>,
) => input.adults + input.children + input.infants;

/** Field errors (empty origin, destination, dates, no passenger). */
export function flightSearchErrors(input: FlightSearchInput): FlightSearchErrors {
  const errors: FlightSearchErrors = {};
  if (!input.origin) errors.origin = flightMessages.originRequired;
  if (!input.destination) errors.destination = flightMessages.destinationRequired;
  if (!input.start || (input.roundTrip && !input.end)) errors.dates = flightMessages.dateRequired;
  if (flightPassengerTotal(input) <= 0) errors.passengers = flightMessages.passengerRequired;
  return errors;
}

/** What a 'Buscar' press does: search, show the field errors and the fill-all alert, or send a group to /plantrip. */
export function checkFlightSearch(input: FlightSearchInput): FlightSearchCheck {
  const errors = flightSearchErrors(input);
  if (Object.keys(errors).length > 0)
    return { kind: 'invalid', errors, alert: flightMessages.fillAll };
  if (flightPassengerTotal(input) > MAX_TRAVELLERS) return { kind: 'group' };
  return { kind: 'ok' };
}

/** Passenger select ranges: 0-9 per type, adults at least 1, infants at most one per adult. */
export const FLIGHT_PASSENGER_MAX = MAX_TRAVELLERS;
export function flightPassengerOptions(
  kind: 'adults' | 'children' | 'infants',
  adults: number,
): number[] {
  const from = kind === 'adults' ? 1 : 0;
  const to =
    kind === 'infants' ? Math.min(FLIGHT_PASSENGER_MAX, Math.max(adults, 0)) : FLIGHT_PASSENGER_MAX;
  return Array.from({ length: Math.max(to - from + 1, 0) }, (_, i) => from + i);
}

/** Text for the autocomplete request: lowercased, accents removed. */
export function airportQueryText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
