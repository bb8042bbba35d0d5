import { z } from 'zod';
import { brlAmountSchema, isoDateSchema, travellerCountSchema } from '../search/common';

/** POST /api/services/bus/search */
export const busSearchRequestSchema = z.object({
  filter: z
    .object({
      start: isoDateSchema,
      end: isoDateSchema.nullable().optional(),
      origin: z.string().min(1).max(20),
      destination: z.string().min(1).max(20),
      occupancy: travellerCountSchema.min(1, 'Informe pelo menos 1 viajante'),
      nationality: z.string().max(40).optional(),
    })
    .refine((f) => f.origin !== f.destination, {
      message: 'Origem e destino devem ser diferentes',
      path: ['destination'],
    }),
});
export type BusSearchRequest = z.infer<typeof busSearchRequestSchema>;

export const busClassSchema = z.enum(['CONVENCIONAL', 'EXECUTIVO', 'SEMI-LEITO', 'LEITO']);

export const seatSchema = z.object({
  number: z.string(),
  available: z.boolean(),
  position: z.object({ x: z.number().int().min(0), y: z.number().int().min(0) }),
});
export type Seat = z.infer<typeof seatSchema>;

const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  cityName: z.string(),
  stateCode: z.string(),
});

export const busRouteSchema = z.object({
  key: z.string(),
  refToken: z.string(),
  company: z.object({ name: z.string(), type: busClassSchema, logo: z.string() }),
  classType: busClassSchema,
  origin: placeSchema,
  destination: placeSchema,
  /** Local date-times 'yyyy-MM-ddTHH:mm'. */
  departure: z.string(),
  arrival: z.string(),
  /** Minutes. */
  duration: z.number().int().positive(),
  distanceKm: z.number().int().positive(),
  cashValue: brlAmountSchema,
  /** Price for every passenger of the search (cashValue × occupancy). */
  totalCashValue: brlAmountSchema,
  /** Points depend on the member's catalogue; computed by the booking side. */
  pointsValue: z.number().int().nullable(),
  occupancy: z.number().int(),
  availableSeats: z.number().int().min(0),
});
export type BusRoute = z.infer<typeof busRouteSchema>;

export const busSearchResponseSchema = z.object({
  routes: z.array(
    z.object({
      direction: z.enum(['IDA', 'VOLTA']),
      date: z.string(),
      origin: placeSchema,
      destination: placeSchema,
      busAvailability: z.array(busRouteSchema),
    }),
  ),
});
export type BusSearchResponse = z.infer<typeof busSearchResponseSchema>;

/** POST /api/services/bus/rate-check */
export const busRateCheckRequestSchema = z.object({
  goingBus: z.string().min(1).max(200),
  goingBusRefToken: z.string().min(1).max(2000),
  returnBus: z.string().max(200).nullable().optional(),
  returnBusRefToken: z.string().max(2000).nullable().optional(),
  occupancy: travellerCountSchema.min(1, 'Informe pelo menos 1 viajante'),
});
export type BusRateCheckRequest = z.infer<typeof busRateCheckRequestSchema>;

export const busRateCheckResponseSchema = z.object({
  booking: z.object({
    id: z.string(),
    date: z.string(),
    bookingBuses: z.array(
      z.object({
        names: z.string(),
        busList: z.array(
          z.object({
            key: z.string(),
            refToken: z.string(),
            cashValue: brlAmountSchema,
            segments: z.array(z.object({ seatMap: z.array(seatSchema) })),
          }),
        ),
        policies: z.array(z.string()),
      }),
    ),
  }),
  filter: z.object({ goingBusRefToken: z.string(), returnBusRefToken: z.string().nullable() }),
});
export type BusRateCheckResponse = z.infer<typeof busRateCheckResponseSchema>;
