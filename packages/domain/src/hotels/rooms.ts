import { MAX_TRAVELLERS } from '../search/common';

/** One room of the hotel room dialog, as the stored search keeps it (`apartments`). */
export interface HotelApartment {
  adults: number;
  seniors: number;
  seniorsAges: number[];
  childs: number;
  childsAge: number[];
}

/** Room dialog limits. Counters never go above 9 by default. */
export const hotelRoomLimits = {
  minRooms: 1,
  maxRooms: MAX_TRAVELLERS,
  minAdults: 1,
  maxAdults: MAX_TRAVELLERS,
  minSeniors: 0,
  maxSeniors: MAX_TRAVELLERS,
  minChildren: 0,
  maxChildren: MAX_TRAVELLERS,
  seniorAge: { min: 60, max: 99, default: 60 },
  childAge: { min: 0, max: 17, default: 0 },
} as const;

export type RoomCounter = 'adults' | 'seniors' | 'childs';

const counterBounds: Record<RoomCounter, readonly [number, number]> = {
  adults: [hotelRoomLimits.minAdults, hotelRoomLimits.maxAdults],
  seniors: [hotelRoomLimits.minSeniors, hotelRoomLimits.maxSeniors],
  childs: [hotelRoomLimits.minChildren, hotelRoomLimits.maxChildren],
};

export const clampCount = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Math.trunc(value)));

export const newApartment = (): HotelApartment => ({
  adults: 1,
  seniors: 0,
  seniorsAges: [],
  childs: 0,
  childsAge: [],
});

/** Whether a counter may go one step down / up. */
export function canStep(room: HotelApartment, counter: RoomCounter, delta: 1 | -1): boolean {
  const [min, max] = counterBounds[counter];
  const next = room[counter] + delta;
  return next >= min && next <= max;
}

/** Changes a counter within its bounds, keeping the ages list the same length. */
export function stepCounter(
  room: HotelApartment,
  counter: RoomCounter,
  delta: 1 | -1,
): HotelApartment {
  if (!canStep(room, counter, delta)) return room;
  const count = room[counter] + delta;
  if (counter === 'adults') return { ...room, adults: count };
  if (counter === 'seniors') {
    const ages = resize(room.seniorsAges, count, hotelRoomLimits.seniorAge.default);
    return { ...room, seniors: count, seniorsAges: ages };
  }
  return {
    ...room,
    childs: count,
    childsAge: resize(room.childsAge, count, hotelRoomLimits.childAge.default),
  };
}

function resize(list: number[], length: number, fill: number): number[] {
  return list.length >= length
    ? list.slice(0, length)
    : [...list, ...Array.from({ length: length - list.length }, () => fill)];
}

export const setSeniorAge = (room: HotelApartment, index: number, age: number): HotelApartment => ({
  ...room,
  seniorsAges: room.seniorsAges.map((a, i) =>
    i === index ? clampCount(age, hotelRoomLimits.seniorAge.min, hotelRoomLimits.seniorAge.max) : a,
  ),
});

export const setChildAge = (room: HotelApartment, index: number, age: number): HotelApartment => ({
  ...room,
  childsAge: room.childsAge.map((a, i) =>
    i === index ? clampCount(age, hotelRoomLimits.childAge.min, hotelRoomLimits.childAge.max) : a,
  ),
});

export const canAddRoom = (rooms: readonly HotelApartment[]): boolean =>
  rooms.length < hotelRoomLimits.maxRooms;
export const canRemoveRoom = (rooms: readonly HotelApartment[]): boolean =>
  rooms.length > hotelRoomLimits.minRooms;
export const addRoom = (rooms: readonly HotelApartment[]): HotelApartment[] =>
  canAddRoom(rooms) ? [...rooms, newApartment()] : [...rooms];
export const removeRoom = (rooms: readonly HotelApartment[], index: number): HotelApartment[] =>
  canRemoveRoom(rooms) ? rooms.filter((_, i) => i !== index) : [...rooms];

export interface HotelGuestTotals {
  /** adults including seniors */
  qtAdult: number;
  qtChild: number;
  qtRooms: number;
  childAge: number[];
}

export function guestTotals(rooms: readonly HotelApartment[]): HotelGuestTotals {
  return {
    qtAdult: rooms.reduce((sum, r) => sum + r.adults + r.seniors, 0),
    qtChild: rooms.reduce((sum, r) => sum + r.childs, 0),
    qtRooms: rooms.length,
    childAge: rooms.flatMap((r) => r.childsAge),
  };
}

/** Adults (seniors included) plus children above 9 is a group for /plantrip. */
export const isGroupAboveLimit = (rooms: readonly HotelApartment[]): boolean => {
  const t = guestTotals(rooms);
  return t.qtAdult + t.qtChild > MAX_TRAVELLERS;
};

/**
 * Guests derived from a search spread across rooms: adults split evenly,
 * the remainder to the first rooms; every child in room 0.
 */
export function spreadGuests(
  qtAdult: number,
  qtChild: number,
  qtRooms: number,
): { adults: number; children: number }[] {
  const rooms = Math.max(1, Math.trunc(qtRooms));
  const base = Math.floor(qtAdult / rooms);
  const rest = qtAdult % rooms;
  return Array.from({ length: rooms }, (_, i) => ({
    adults: base + (i < rest ? 1 : 0),
    children: i === 0 ? qtChild : 0,
  }));
}
