import type { Seat } from './schema';

/**
 * A click on a seat: a chosen seat is let go; a free seat is added only while fewer seats than
 * passengers are chosen; an occupied seat changes nothing.
 */
export function toggleSeat(
  chosen: readonly string[],
  seat: Pick<Seat, 'number' | 'available'>,
  passengers: number,
): string[] {
  if (chosen.includes(seat.number)) return chosen.filter((n) => n !== seat.number);
  if (!seat.available || chosen.length >= passengers) return [...chosen];
  return [...chosen, seat.number];
}

export type SeatState = 'free' | 'chosen' | 'taken';

export const seatState = (
  seat: Pick<Seat, 'number' | 'available'>,
  chosen: readonly string[],
): SeatState => (chosen.includes(seat.number) ? 'chosen' : seat.available ? 'free' : 'taken');

/** Grid size of a seat map: columns and rows from the seats' positions. */
export function seatGrid(seats: readonly Pick<Seat, 'position'>[]): {
  columns: number;
  rows: number;
} {
  return {
    columns: seats.reduce((max, s) => Math.max(max, s.position.x + 1), 0),
    rows: seats.reduce((max, s) => Math.max(max, s.position.y + 1), 0),
  };
}

/** Chosen seats still free on a fresh seat map (a seat taken meanwhile is dropped). */
export const seatsStillFree = (
  chosen: readonly string[],
  seats: readonly Pick<Seat, 'number' | 'available'>[],
): string[] => chosen.filter((n) => seats.some((s) => s.number === n && s.available));
