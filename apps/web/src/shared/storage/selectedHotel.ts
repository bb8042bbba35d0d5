import { z } from 'zod';
import {
  hotelStaySchema,
  roomRateSchema,
  roomTypeSchema,
  type HotelStay,
} from '@portal/domain/hotels';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';
import { hotelSearchDraftSchema } from './hotelSearch';

const hotelSessionSchema = z.object({
  addressCode: z.string(),
  session: z.object({ userId: z.string().nullable(), sessionId: z.string() }),
});
export type HotelSearchSession = z.infer<typeof hotelSessionSchema>;

export function readHotelSession(): HotelSearchSession | null {
  const parsed = hotelSessionSchema.safeParse(readSession(sessionKeys.hotelSession));
  return parsed.success ? parsed.data : null;
}
export const writeHotelSession = (value: HotelSearchSession) =>
  writeSession(sessionKeys.hotelSession, value);

export function readSelectedHotel(): HotelStay | null {
  const parsed = hotelStaySchema.safeParse(readSession(sessionKeys.selectedHotel));
  return parsed.success ? parsed.data : null;
}
export const writeSelectedHotel = (stay: HotelStay) =>
  writeSession(sessionKeys.selectedHotel, stay);

export const selectedRoomSchema = z.object({
  roomName: z.string(),
  nights: z.number().int(),
  /** Total of the rate with taxes in reais (BRL; origTotal when the rate is in another currency). */
  totalTax: z.number(),
  totalCents: z.number().int(),
  policies: roomRateSchema.shape.cancelPenalties,
  roomDetails: roomTypeSchema.omit({ roomRates: true }),
  hotel: hotelStaySchema,
  searchState: hotelSearchDraftSchema,
  rateSelected: roomRateSchema,
  /** Room index (roomStayCandidateRph), 0-based. */
  room: z.number().int().min(0),
});
export type SelectedHotelRoom = z.infer<typeof selectedRoomSchema>;

const selectedRoomsSchema = z.array(selectedRoomSchema.nullable());

export function readSelectedRooms(): (SelectedHotelRoom | null)[] | null {
  const parsed = selectedRoomsSchema.safeParse(readSession(sessionKeys.selectedRoom));
  return parsed.success ? parsed.data : null;
}
export const writeSelectedRooms = (rooms: (SelectedHotelRoom | null)[]) =>
  writeSession(sessionKeys.selectedRoom, rooms);
