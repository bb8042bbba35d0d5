import { z } from 'zod';
import {
  brlAmountSchema,
  GROUP_LIMIT_MESSAGE,
  isoDateSchema,
  MAX_TRAVELLERS,
  travellerCountSchema,
} from '../search/common';

export const cabinSchema = z.enum(['Y', 'W', 'C']);
export type Cabin = z.infer<typeof cabinSchema>;

export const flightSegmentRequestSchema = z.object({
  departureAirport: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Aeroporto inválido')
    .transform((v) => v.toUpperCase()),
  /** Spelled `arrivel`, as clients of the API have always sent it. */
  arrivelAirport: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Aeroporto inválido')
    .transform((v) => v.toUpperCase()),
  departureDate: isoDateSchema,
});

/** POST /api/flight: one segment (one way) or two (round trip, the second is the return). */
export const flightSearchRequestSchema = z
  .object({
    qtAdult: travellerCountSchema,
    qtChild: travellerCountSchema.default(0),
    qtBaby: travellerCountSchema.default(0),
    directFlight: z.boolean().default(false),
    luggage: z.boolean().default(false),
    cabin: cabinSchema.default('Y'),
    flightSegments: z.array(flightSegmentRequestSchema).min(1).max(2),
  })
  .refine((b) => b.qtAdult + b.qtChild + b.qtBaby > 0, {
    message: 'Selecione pelo menos um tipo de passageiro',
    path: ['qtAdult'],
  })
  .refine((b) => b.qtAdult + b.qtChild + b.qtBaby <= MAX_TRAVELLERS, {
    message: GROUP_LIMIT_MESSAGE,
    path: ['qtAdult'],
  })
  .refine((b) => b.qtBaby <= b.qtAdult, {
    message: 'Cada bebê precisa de um adulto',
    path: ['qtBaby'],
  });
export type FlightSearchRequest = z.infer<typeof flightSearchRequestSchema>;

export const paxTypeSchema = z.enum(['ADT', 'CHD', 'INF']);

export const flightLegSchema = z.object({
  flightnumber: z.string(),
  carrier: z.string(),
  departuredatetime: z.string(),
  arrivaldatetime: z.string(),
  departurestation: z.string(),
  arrivalstation: z.string(),
  /** Minutes in the air for this leg. */
  duration: z.number().int().positive(),
  fareoption: z.object({ cabin: cabinSchema }),
  classofservices: z.array(
    z.object({ farefamily: z.string(), fareBaseCode: z.string(), bookingClass: z.string() }),
  ),
});
export type FlightLeg = z.infer<typeof flightLegSchema>;

export const flightSegmentOptionSchema = z.object({
  segmentid: z.string(),
  stops: z.number().int().min(0),
  flights: z.array(flightLegSchema).min(1),
  /** 'HH:mm' total door-to-door duration, and the same in minutes. */
  totalDuration: z.string(),
  totalDurationMinutes: z.number().int().positive(),
  baggageAllowance: z.string(),
});
export type FlightSegmentOption = z.infer<typeof flightSegmentOptionSchema>;

export const flightJourneySchema = z.object({
  direction: z.enum(['IDA', 'VOLTA']),
  departuredate: z.string(),
  segments: z.array(flightSegmentOptionSchema).min(1),
});

export const flightRecommendationSchema = z.object({
  recommendationid: z.string(),
  validatingcarrier: z.string(),
  validatingcarrierName: z.string(),
  /** The airline's logo from the flight supplier (https), when it gives one. */
  validatingcarrierLogoUrl: z.url({ protocol: /^https$/ }).optional(),
  sourceid: z.string(),
  sourcecode: z.string(),
  totalfare: z.object({
    total: brlAmountSchema,
    totaldu: brlAmountSchema,
    totaltaxes: brlAmountSchema,
  }),
  fares: z.array(
    z.object({
      paxtype: paxTypeSchema,
      quantity: z.number().int(),
      fareamount: brlAmountSchema,
      taxamount: brlAmountSchema,
    }),
  ),
  journeys: z.array(flightJourneySchema).min(1).max(2),
  /** The airline requires each passenger's passport to sell it (the checkout then asks for it). */
  identityDocumentsRequired: z.boolean().optional(),
});
export type FlightRecommendation = z.infer<typeof flightRecommendationSchema>;

export const availabilitySummarySchema = z.object({
  validatingcarrier: z.string(),
  availabilitysummarycarrier: z.string(),
  availabilitysummarydetail: z.array(
    z.object({
      stopsnumber: z.number().int().min(0).max(2),
      minimumtotalfare: z.object({ total: brlAmountSchema }),
    }),
  ),
});

export const flightSearchResponseSchema = z.object({
  recommendations: z.array(flightRecommendationSchema),
  availabilitysummary: z.array(availabilitySummarySchema),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

/** GET /api/flight/airline-fare/{cia}/{farecode}; field names as clients of the API spell them. */
export const airlineFareParamsSchema = z.object({
  cia: z.string().regex(/^[A-Za-z0-9]{2}$/),
  farecode: z.string().min(1).max(20),
});
export const airlineFareSchema = z.object({
  airlineCode: z.string(),
  fareBaseCode: z.string(),
  fareBaseName: z.string(),
  weitghtLuggageIncluded: z.number().int().min(0),
  comfortSeat: z.boolean(),
  allowChange: z.boolean(),
  percentageRefund: z.number().int().min(0).max(100),
});
export type AirlineFare = z.infer<typeof airlineFareSchema>;
