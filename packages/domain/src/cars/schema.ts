import { z } from 'zod';
import { brlAmountSchema, isoDateSchema, timeSchema } from '../search/common';

const carTimeSchema = z.union([timeSchema, z.literal('23:59')]);

/** POST /api/car */
export const carSearchRequestSchema = z.object({
  country: z
    .string()
    .length(2)
    .transform((v) => v.toUpperCase()),
  pickupAirport: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((v) => v.toUpperCase()),
  pickupLocationCode: z.string().min(3).max(40),
  dropoffAirport: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((v) => v.toUpperCase()),
  dropoffLocationCode: z.string().min(3).max(40),
  pickupDate: isoDateSchema,
  pickupTime: carTimeSchema,
  dropoffDate: isoDateSchema,
  dropoffTime: carTimeSchema,
  page: z.number().int().min(0).default(0),
  pageItems: z.number().int().min(1).max(100).default(100),
});
export type CarSearchRequest = z.infer<typeof carSearchRequestSchema>;

export const carOfferSchema = z.object({
  offerId: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
  category: z.string(),
  categoryName: z.string(),
  model: z.string(),
  urlCarImg: z.string(),
  urlLogoCompany: z.string(),
  capacity: z.number().int(),
  numberDoors: z.number().int(),
  luggage: z.number().int(),
  automaticTransmission: z.boolean(),
  airConditioning: z.boolean(),
  rentalDays: z.number().int().positive(),
  dailyAmount: brlAmountSchema,
  totalAmount: brlAmountSchema,
  currencyCode: z.string().length(3),
  pickupDateTime: z.string(),
  dropoffDateTime: z.string(),
  pickupAddress: z.string(),
  dropoffAddress: z.string(),
  loyaltyNumbersList: z.object({ discountNumbers: z.array(z.string()) }),
});
export type CarOffer = z.infer<typeof carOfferSchema>;
export const carSearchResponseSchema = z.array(carOfferSchema);
