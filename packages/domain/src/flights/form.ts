import { z } from 'zod';
import { flightSearchErrors, type FlightSearchErrors } from './search';

/** An airport as the flight search keeps it (chosen in the field, or stored with the search). */
export const airportRefSchema = z.object({
  iata: z.string(),
  airportName: z.string(),
  description: z.string(),
  countryName: z.string(),
  countryIso: z.string(),
  cityName: z.string(),
  stateName: z.string(),
});
export type AirportRef = z.infer<typeof airportRefSchema>;

/** The flight field each check's message shows under. */
const errorField = {
  origin: 'origin',
  destination: 'destination',
  dates: 'start',
  passengers: 'adults',
} as const satisfies Record<keyof FlightSearchErrors, string>;

/**
 * The 'Aéreo' search form: the field messages of `flightSearchErrors` (the dates under the first
 * date, a missing passenger under the adults).
 */
export const flightSearchFormSchema = z
  .object({
    origin: airportRefSchema.nullable(),
    destination: airportRefSchema.nullable(),
    roundTrip: z.boolean(),
    start: z.date().nullable(),
    end: z.date().nullable(),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
    baggage: z.boolean(),
    directOnly: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const errors = flightSearchErrors({
      ...form,
      origin: form.origin?.iata ?? null,
      destination: form.destination?.iata ?? null,
    });
    for (const [check, message] of Object.entries(errors) as [keyof FlightSearchErrors, string][])
      ctx.addIssue({ code: 'custom', path: [errorField[check]], message });
  });
export type FlightSearchFormValues = z.infer<typeof flightSearchFormSchema>;
