import { z } from 'zod';
import { tripDateWindow, type FlightDateWindow } from '../flights/search';
import { minimumAdvanceDays } from '../search/advance';
import { MAX_TRAVELLERS } from '../search/common';
import { busMessages } from './messages';

export const BUS_DEFAULT_NATIONALITY = 'Brasil';
/** Station and place names are cut to this many characters on the result rows. */
export const BUS_PLACE_MAX_CHARS = 30;

const stationSchema = z.object({ id: z.string(), name: z.string(), iata: z.string() });

/** The bus search form: both stations, a date (or a range for round trips), 1–9 passengers. */
export const busSearchFormSchema = z
  .object({
    origin: stationSchema.nullable(),
    destination: stationSchema.nullable(),
    roundTrip: z.boolean(),
    from: z.date().nullable(),
    to: z.date().nullable(),
    passengers: z.number().int().min(1).max(MAX_TRAVELLERS),
    nationality: z.string().min(1),
  })
  .superRefine((form, ctx) => {
    if (!form.origin)
      ctx.addIssue({ code: 'custom', path: ['origin'], message: busMessages.originRequired });
    if (!form.destination)
      ctx.addIssue({
        code: 'custom',
        path: ['destination'],
        message: busMessages.destinationRequired,
      });
    else if (form.origin && form.origin.id === form.destination.id)
      ctx.addIssue({ code: 'custom', path: ['destination'], message: busMessages.sameStations });
    if (!form.from || (form.roundTrip && !form.to))
      ctx.addIssue({ code: 'custom', path: ['from'], message: busMessages.dateRequired });
  });
export type BusSearchForm = z.infer<typeof busSearchFormSchema>;

/**
 * Date window of the bus form: one way or round trip, the first day is 7 days ahead (the
 * campaign's advanceDaysCar does not apply to buses).
 */
export const busDateWindow = (today: Date, roundTrip: boolean): FlightDateWindow =>
  tripDateWindow(today, roundTrip, minimumAdvanceDays({ product: 'bus', roundTrip }, null));

/** A place name cut to the row's 30 characters: a longer one keeps 29 and an ellipsis. */
export const cutPlaceName = (name: string): string =>
  name.length > BUS_PLACE_MAX_CHARS ? `${name.slice(0, BUS_PLACE_MAX_CHARS - 1)}…` : name;

/** Days between departure and arrival dates ('yyyy-MM-ddTHH:mm'), shown as '+N dia(s)' when above 0. */
export function arrivalDayOffset(departure: string, arrival: string): number {
  const a = Date.parse(`${departure.slice(0, 10)}T00:00:00Z`);
  const b = Date.parse(`${arrival.slice(0, 10)}T00:00:00Z`);
  return Math.max(0, Math.round((b - a) / 86_400_000));
}

/** Minutes as '5h30'. */
export const busDurationText = (minutes: number): string =>
  `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}`;
