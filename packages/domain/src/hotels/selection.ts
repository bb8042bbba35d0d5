import type { HotelStay, RoomRate } from './schema';
import { exactRoomsMessage, missingRoomMessage } from './messages';
import { rateCents } from './pricing';

type RoomType = HotelStay['roomStays']['roomTypes'][number];

/** One choosable line of the detail page: a room type with one of its rates for a room index. */
export interface RoomOption {
  roomType: RoomType;
  rate: RoomRate;
  cents: number;
}

/**
 * Options for room index `rph`: single-room lists by price ascending, multi-room lists
 * by price descending.
 */
export function roomOptions(
  stay: Pick<HotelStay, 'roomStays'>,
  rph: number,
  multiRoom: boolean,
): RoomOption[] {
  const options = stay.roomStays.roomTypes.flatMap((roomType) =>
    roomType.roomRates
      .filter((rate) => rate.roomStayCandidateRph === rph)
      .map((rate) => ({ roomType, rate, cents: rateCents(rate) })),
  );
  return options.sort(
    (a, b) =>
      (multiRoom ? b.cents - a.cents : a.cents - b.cents) ||
      a.rate.rateKey.localeCompare(b.rate.rateKey),
  );
}

/** Index of the first empty slot, or -1 when every room is chosen. */
export const firstUnfilled = <T>(slots: readonly (T | null)[]): number =>
  slots.findIndex((slot) => slot === null);

/** The next empty slot after `current` (wrapping), or -1 when every room is chosen. */
export function nextUnfilled<T>(slots: readonly (T | null)[], current: number): number {
  for (let step = 1; step <= slots.length; step += 1) {
    const index = (current + step) % slots.length;
    if (slots[index] === null) return index;
  }
  return -1;
}

export const remainingRooms = <T>(slots: readonly (T | null)[]): number =>
  slots.filter((slot) => slot === null).length;

/** Multi-room check before the summary; null when the selection is complete. */
export function validateRoomSelection<T>(
  slots: readonly (T | null | undefined)[],
  qtRooms: number,
): string | null {
  const selected = slots.filter((slot) => slot != null).length;
  if (slots.length !== qtRooms || selected !== qtRooms) {
    const missing = Array.from({ length: qtRooms }, (_, i) => i).find((i) => slots[i] == null);
    if (slots.length === qtRooms && missing !== undefined) return missingRoomMessage(missing + 1);
    return exactRoomsMessage(qtRooms, selected);
  }
  return null;
}
