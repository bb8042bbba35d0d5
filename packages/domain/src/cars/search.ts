import { z } from 'zod';
import { carMessages } from './messages';

/** Pickup and return times: every 30 minutes from 00:00 to 23:30, then 23:59. */
export const CAR_TIME_OPTIONS: readonly string[] = [
  ...Array.from(
    { length: 48 },
    (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  ),
  '23:59',
];
export const DEFAULT_CAR_TIME = '10:00';
/** Results are asked for in one page of this size. */
export const CAR_PAGE_ITEMS = 100;

const placeSchema = z.object({ description: z.string(), iata: z.string(), countryIso: z.string() });
const locationSchema = z.object({
  locationCode: z.string(),
  rental: z.object({ name: z.string() }).nullable(),
  address: z.object({ address: z.string(), cityName: z.string() }),
});

/**
 * The car search form: return city and location are asked only when the car goes back to
 * another place (same place is the default).
 */
export const carSearchFormSchema = z
  .object({
    pickupCity: placeSchema.nullable(),
    pickupLocation: locationSchema.nullable(),
    pickupTime: z.string().min(1, carMessages.timeRequired),
    sameReturnPlace: z.boolean(),
    returnCity: placeSchema.nullable(),
    returnLocation: locationSchema.nullable(),
    returnTime: z.string().min(1, carMessages.timeRequired),
    from: z.date().nullable(),
    to: z.date().nullable(),
  })
  .superRefine((form, ctx) => {
    const need = (ok: unknown, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(form.pickupCity, 'pickupCity', carMessages.pickupCityRequired);
    need(form.pickupLocation, 'pickupLocation', carMessages.pickupLocationRequired);
    if (!form.sameReturnPlace) {
      need(form.returnCity, 'returnCity', carMessages.returnCityRequired);
      need(form.returnLocation, 'returnLocation', carMessages.returnLocationRequired);
    }
    need(form.from && form.to, 'from', carMessages.dateRequired);
  });
export type CarSearchForm = z.infer<typeof carSearchFormSchema>;

/**
 * The location code a car search sends: the chosen location in Brazil, the city's own code
 * abroad (the supplier then offers every airport counter there).
 */
export function carLocationCode(
  city: { iata: string; countryIso: string },
  location: { locationCode: string } | null,
): string {
  return city.countryIso === 'BR' && location ? location.locationCode : city.iata;
}
