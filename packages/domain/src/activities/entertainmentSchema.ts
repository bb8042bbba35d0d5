import { z } from 'zod';
import { brlAmountSchema, isoDateSchema, MAX_TRAVELLERS } from '../search/common';

export const activityTypeSchema = z.enum(['Transfer', 'Ingresso', 'Passeio']);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** POST /api/services/entertainment/search {filter:{route, type}}; route is a location id. */
export const entertainmentSearchRequestSchema = z.object({
  filter: z.object({
    route: z.string().min(1).max(40),
    type: activityTypeSchema.nullable().optional(),
  }),
});
export type EntertainmentSearchRequest = z.infer<typeof entertainmentSearchRequestSchema>;

const passengerRateSchema = z.object({ name: z.string(), endAge: z.number().int() });
const inclusionSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  description: z.string(),
});

const productDetailSchema = z.object({
  images: z.array(z.object({ url: z.string() })),
  address: z.string(),
  inclusions: z.array(inclusionSchema),
  locations: z.array(z.object({ location: z.object({ fullName: z.string() }) })),
  transferType: z.object({ type: z.string(), maxNumberPassenger: z.number().int() }).optional(),
});

export const activitySchema = z.object({
  activityId: z.string().regex(/^[456]/),
  type: activityTypeSchema,
  refToken: z.string(),
  name: z.string(),
  description: z.string(),
  descriptionAdditional: z.string(),
  pictureUrl: z.string(),
  location: z.string(),
  locationId: z.string(),
  locationFull: z.string(),
  price: brlAmountSchema,
  pointsPrice: z.number().int().nullable(),
  duration: z.number().min(0),
  weekDays: z.string(),
  weekDaysList: z.string(),
  avaiableDates: z.array(z.string()),
  daysBeforeCancellationPolicy: z.number().int().min(0),
  freeCancellation: z.boolean(),
  promotionalCombo: z.boolean(),
  ticketPassengerRate: z.array(passengerRateSchema).optional(),
  tourPassengerRate: z.array(passengerRateSchema).optional(),
  transferPassengerRate: z.array(passengerRateSchema).optional(),
  ticket: productDetailSchema.optional(),
  tour: productDetailSchema.optional(),
  transfer: productDetailSchema.optional(),
});
export type Activity = z.infer<typeof activitySchema>;
export const entertainmentSearchResponseSchema = z.array(activitySchema);

/** POST /api/services/entertainment/availability: the sessions of an activity on the chosen dates. */
export const entertainmentAvailabilityRequestSchema = z.object({
  activityId: z.string().regex(/^[456]\d+$/),
  refToken: z.string().min(1).max(2000),
  passengers: z
    .array(
      z.object({
        endAge: z.number().int().min(0).max(120),
        quantity: z.number().int().min(1).max(MAX_TRAVELLERS),
      }),
    )
    .min(1, 'Por favor, selecione pelo menos um tipo de passageiro.')
    .refine(
      (p) => p.reduce((s, x) => s + x.quantity, 0) <= MAX_TRAVELLERS,
      'Máximo de 9 passageiros',
    ),
  date: isoDateSchema,
});
export type EntertainmentAvailabilityRequest = z.infer<
  typeof entertainmentAvailabilityRequestSchema
>;

export const availabilityResultSchema = z.object({
  activityId: z.string(),
  refToken: z.string(),
  serviceDate: z.string(),
  type: activityTypeSchema,
  startingTimes: z.array(z.string()),
  transferIn: z.boolean(),
  transferOut: z.boolean(),
  transferType: z.string().nullable(),
  maxNumberBaggage: z.number().int(),
  remaining: z.number().int().min(0),
  passengersRateTotalPrice: brlAmountSchema,
  passengersRateTotalPricePoints: z.number().int().nullable(),
  passengersCalculatedRate: z.array(
    z.object({
      name: z.string(),
      endAge: z.number().int(),
      price: z.object({
        quantity: z.number().int(),
        priceTotalOriginal: brlAmountSchema,
        priceTotalOriginalPoints: z.number().int().nullable(),
      }),
    }),
  ),
  cancellationRules: z.array(
    z.object({ startDate: z.string(), endDate: z.string(), price: brlAmountSchema }),
  ),
  bestPrice: z.object({ currency: z.object({ symbol: z.string() }) }),
});
export type AvailabilityResult = z.infer<typeof availabilityResultSchema>;
export const entertainmentAvailabilityResponseSchema = z.array(availabilityResultSchema);

/** The place chosen in the entertainment search (and the activity, when one was picked there). */
export const entertainmentPlaceSchema = z.object({
  cityName: z.string(),
  locationId: z.string(),
  /** When an activity was picked in the search box, the results open with it first. */
  activityId: z.string().nullable(),
});
export type EntertainmentPlace = z.infer<typeof entertainmentPlaceSchema>;

/** The entertainment search: one place (or activity) chosen from the answers. */
export const entertainmentSearchFormSchema = z.object({
  place: entertainmentPlaceSchema
    .nullable()
    .refine((place) => Boolean(place), { message: 'Escolha um destino da lista' }),
});
export type EntertainmentSearchFormValues = z.infer<typeof entertainmentSearchFormSchema>;
