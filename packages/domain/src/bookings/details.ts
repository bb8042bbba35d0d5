import { z } from 'zod';
import { transferDataSchema } from '../activities/transfer';

/**
 * What a booking was, per product, as stored with it: the facts a my-trips card shows
 * (card content by type). Taken from the supplier's answer at booking
 * time, never from the client.
 */
const flightDetailsSchema = z.object({
  kind: z.literal('flight'),
  carrier: z.string(),
  carrierName: z.string(),
  fareFamily: z.string(),
  stops: z.number().int(),
  journeys: z.array(
    z.object({
      direction: z.enum(['IDA', 'VOLTA']),
      departureDate: z.string(),
      segments: z.array(
        z.object({
          totalDuration: z.string(),
          stops: z.number().int(),
          baggageAllowance: z.string(),
          flights: z.array(
            z.object({
              flightNumber: z.string(),
              departureAirport: z.string(),
              arrivalAirport: z.string(),
              departureDateTime: z.string(),
              arrivalDateTime: z.string(),
            }),
          ),
        }),
      ),
    }),
  ),
});

const hotelDetailsSchema = z.object({
  kind: z.literal('hotel'),
  hotelCode: z.string(),
  hotelName: z.string(),
  address: z.string(),
  cityName: z.string(),
  imageURL: z.string(),
  rating: z.number(),
  checkin: z.string(),
  checkout: z.string(),
  rooms: z.array(
    z.object({
      roomName: z.string(),
      roomDescription: z.string(),
      ratePlanName: z.string(),
      mealPlanName: z.string(),
      refundable: z.boolean(),
      cancelPenalty: z.string().nullable(),
      /** The room's price in reais (absent on bookings made before it was recorded). */
      total: z.number().min(0).optional(),
      /** The rate's cancel penalties: from `deadline` (yyyy-mm-dd) on, `value` reais or `percent` of the room is kept. */
      cancelPenalties: z
        .array(
          z.object({
            description: z.string(),
            deadline: z.string(),
            value: z.number().min(0),
            percent: z.number().min(0).max(100),
          }),
        )
        .optional(),
    }),
  ),
});

const carDetailsSchema = z.object({
  kind: z.literal('car'),
  companyCode: z.string(),
  companyName: z.string(),
  urlLogoCompany: z.string(),
  urlCarImg: z.string(),
  category: z.string(),
  categoryName: z.string(),
  model: z.string(),
  capacity: z.number().int(),
  numberDoors: z.number().int(),
  luggage: z.number().int(),
  automaticTransmission: z.boolean(),
  airConditioning: z.boolean(),
  rentalDays: z.number().int(),
  pickupDateTime: z.string(),
  pickupAddress: z.string(),
  dropoffDateTime: z.string(),
  dropoffAddress: z.string(),
});

const busLegDetailsSchema = z.object({
  direction: z.enum(['IDA', 'VOLTA']),
  companyName: z.string(),
  classType: z.string(),
  origin: z.string(),
  destination: z.string(),
  /** Local date-times 'yyyy-MM-ddTHH:mm'. */
  departure: z.string(),
  arrival: z.string(),
  seats: z.array(z.string()),
});

const busDetailsSchema = z.object({
  kind: z.literal('bus'),
  legs: z.array(busLegDetailsSchema).min(1),
});

const experienceDetailsSchema = z.object({
  kind: z.literal('experience'),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cityName: z.string(),
  stateName: z.string(),
  date: z.string(),
  time: z.string(),
  adults: z.number().int(),
  childs: z.number().int(),
  image: z.string().nullable(),
  /** Free cancellation until this many days before the date; 0 for none (absent on older bookings). */
  daysBeforeCancellationPolicy: z.number().int().min(0).optional(),
});

const entertainmentDetailsSchema = z.object({
  kind: z.literal('entertainment'),
  activityId: z.string(),
  activityType: z.enum(['Transfer', 'Ingresso', 'Passeio']),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  location: z.string(),
  serviceDate: z.string(),
  startingTime: z.string().nullable(),
  /** The return leg of a round-trip transfer. */
  returnDate: z.string().nullable().optional(),
  /** A transfer's pickup and drop-off as the member gave them (absent on older bookings). */
  transfer: transferDataSchema.optional(),
  /** Free cancellation until this many days before the date; 0 for none (absent on older bookings). */
  daysBeforeCancellationPolicy: z.number().int().min(0).optional(),
});

export const bookingDetailsSchema = z.discriminatedUnion('kind', [
  flightDetailsSchema,
  hotelDetailsSchema,
  carDetailsSchema,
  busDetailsSchema,
  experienceDetailsSchema,
  entertainmentDetailsSchema,
]);
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;
export type BookingDetailsOf<K extends BookingDetails['kind']> = Extract<
  BookingDetails,
  { kind: K }
>;
