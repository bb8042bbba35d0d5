import { z } from 'zod';
import { hotelMessages } from './messages';
import type { HotelApartment } from './rooms';

/** A hotel destination as the search keeps it. */
export const hotelCitySchema = z.object({
  cityName: z.string(),
  parentName: z.string(),
  country: z.string(),
  isoCode: z.string(),
  code: z.string(),
});

export const hotelApartmentSchema = z.object({
  adults: z.number().int(),
  seniors: z.number().int(),
  seniorsAges: z.array(z.number().int()),
  childs: z.number().int(),
  childsAge: z.array(z.number().int()),
}) satisfies z.ZodType<HotelApartment>;

/** The 'Hotel' search form: a destination, check-in and check-out, and at least one room. */
export const hotelSearchFormSchema = z
  .object({
    city: hotelCitySchema.nullable(),
    from: z.date().nullable(),
    to: z.date().nullable(),
    rooms: z.array(hotelApartmentSchema),
  })
  .superRefine((form, ctx) => {
    if (!form.city)
      ctx.addIssue({ code: 'custom', path: ['city'], message: hotelMessages.cityRequired });
    if (!form.from || !form.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: hotelMessages.dateRequired });
    if (form.rooms.length < 1)
      ctx.addIssue({ code: 'custom', path: ['rooms'], message: hotelMessages.roomRequired });
  });
export type HotelSearchFormValues = z.infer<typeof hotelSearchFormSchema>;
