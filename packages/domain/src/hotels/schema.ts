import { z } from 'zod';
import {
  brlAmountSchema,
  GROUP_LIMIT_MESSAGE,
  isoDateSchema,
  MAX_TRAVELLERS,
  travellerCountSchema,
} from '../search/common';

export const hotelRoomRequestSchema = z.object({
  adults: travellerCountSchema.min(1, 'Informe pelo menos 1 viajante'),
  seniorsAges: z.array(z.number().int().min(60).max(99)).max(MAX_TRAVELLERS).default([]),
  childAges: z.array(z.number().int().min(0).max(17)).max(MAX_TRAVELLERS).default([]),
});
export type HotelRoomRequest = z.infer<typeof hotelRoomRequestSchema>;

/** Whether a room-by-room split holds exactly the search's rooms, adults (seniors count as adults) and children. */
export function roomSplitAgrees(
  rooms: HotelRoomRequest[],
  totals: { qtAdult: number; qtChild: number; qtRooms: number },
): boolean {
  const adults = rooms.reduce((sum, r) => sum + r.adults + r.seniorsAges.length, 0);
  const children = rooms.reduce((sum, r) => sum + r.childAges.length, 0);
  return (
    rooms.length === totals.qtRooms && adults === totals.qtAdult && children === totals.qtChild
  );
}

/** POST /api/hotel/available */
export const hotelSearchRequestSchema = z
  .object({
    checkinDate: isoDateSchema,
    checkoutDate: isoDateSchema,
    qtAdult: travellerCountSchema.min(1, 'Informe pelo menos 1 viajante'),
    qtChild: travellerCountSchema.default(0),
    qtRooms: z.number().int().min(1, 'Selecione pelo menos 1 quarto').max(MAX_TRAVELLERS),
    childAge: z.array(z.number().int().min(0).max(17)).max(MAX_TRAVELLERS).default([]),
    /** Optional explicit split of guests per room (the room dialog's apartments). */
    rooms: z.array(hotelRoomRequestSchema).max(MAX_TRAVELLERS).optional(),
    country: z.string().length(2).optional(),
    addressCode: z.string().min(1).max(40),
    session: z
      .object({
        userId: z.string().max(80).nullable().optional(),
        sessionId: z.string().max(80).optional(),
      })
      .nullable()
      .optional(),
  })
  .refine((b) => b.qtAdult + b.qtChild <= MAX_TRAVELLERS, {
    message: GROUP_LIMIT_MESSAGE,
    path: ['qtAdult'],
  })
  .refine((b) => b.childAge.length === 0 || b.childAge.length === b.qtChild, {
    message: 'Informe a idade de cada criança',
    path: ['childAge'],
  })
  .refine((b) => b.qtRooms <= b.qtAdult, {
    message: 'Cada quarto precisa de pelo menos 1 adulto',
    path: ['qtRooms'],
  });
export type HotelSearchRequest = z.infer<typeof hotelSearchRequestSchema>;

const amountSchema = z.object({
  amountAfterTax: brlAmountSchema,
  currencyCode: z.string().length(3),
});

export const cancelPenaltySchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Penalty from this date on (yyyy-MM-dd). */
  deadline: z.string(),
  value: brlAmountSchema,
  percent: z.number().min(0).max(100),
});

export const roomRateSchema = z.object({
  rateKey: z.string(),
  roomStayCandidateRph: z.number().int().min(0),
  ratePlanName: z.string(),
  total: amountSchema,
  origTotal: amountSchema,
  ratePlans: z.object({
    mealPlanName: z.string(),
    mealsIncluded: z.object({ breakfast: z.boolean(), lunch: z.boolean(), dinner: z.boolean() }),
  }),
  refundable: z.boolean(),
  cancelPenalties: z.array(cancelPenaltySchema),
  availableRooms: z.number().int().min(0),
});
export type RoomRate = z.infer<typeof roomRateSchema>;

export const roomTypeSchema = z.object({
  roomTypeCode: z.string(),
  roomName: z.string(),
  roomDescription: z.string(),
  maxOccupancy: z.number().int(),
  roomRates: z.array(roomRateSchema).min(1),
});

export const hotelStaySchema = z.object({
  basicPropertyInfo: z.object({
    hotelRef: z.object({ hotelName: z.string(), hotelCode: z.string() }),
    award: z.object({ rating: z.number().min(1).max(5) }),
    address: z.object({ addressLine: z.string(), cityName: z.string() }),
    position: z.object({ latitude: z.number(), longitude: z.number() }),
    imageURL: z.string(),
  }),
  availability: z.object({ start: z.string(), end: z.string() }),
  price: z.object({ amountAfterTax: brlAmountSchema, currencyCode: z.string().length(3) }),
  roomStays: z.object({ roomTypes: z.array(roomTypeSchema).min(1) }),
});
export type HotelStay = z.infer<typeof hotelStaySchema>;

export const hotelSearchResponseSchema = z.object({
  hotelStays: z.array(hotelStaySchema),
  addressCode: z.string(),
  session: z.object({ userId: z.string().nullable(), sessionId: z.string() }),
});
export type HotelSearchResponse = z.infer<typeof hotelSearchResponseSchema>;

/** GET /api/hotel/details/{hotelCode} */
export const hotelDetailsParamsSchema = z.object({ hotelCode: z.string().min(3).max(60) });
export const hotelDetailsResponseSchema = z.object({
  hotelInfo: z.object({
    hotelCode: z.string(),
    hotelName: z.string(),
    rating: z.number(),
    description: z.string(),
    address: z.string(),
    cityName: z.string(),
    position: z.object({ latitude: z.number(), longitude: z.number() }),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    images: z.array(z.string()),
    amenities: z.array(z.string()),
  }),
  guestRooms: z.array(
    z.object({
      roomTypeCode: z.string(),
      roomName: z.string(),
      roomDescription: z.string(),
      maxOccupancy: z.number().int(),
    }),
  ),
});
export type HotelDetailsResponse = z.infer<typeof hotelDetailsResponseSchema>;
