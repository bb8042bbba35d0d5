import { z } from 'zod';

export { showcaseColumns } from './columns';

export const showcaseTypeSchema = z
  .enum(['FLIGHT', 'HOTEL', 'CAR', 'EXPERIENCE', 'BUS'])
  .nullable();

export const showcaseImageSchema = z.object({
  imageId: z.string(),
  name: z.string(),
  description: z.string(),
  type: showcaseTypeSchema,
  link: z.string(),
  price: z.number().nullable(),
  originalPrice: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  airportOrigin: z.string().nullable(),
  airportOriginName: z.string().nullable(),
  airportDestination: z.string().nullable(),
  airportDestinationName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  locationName: z.string().nullable(),
  url: z.string(),
});
export type ShowcaseImage = z.infer<typeof showcaseImageSchema>;

export const showcaseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(showcaseImageSchema),
});
export type Showcase = z.infer<typeof showcaseSchema>;

const placeSchema = z.object({
  iata: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
});

export const topDestinationSchema = z.object({
  destinationIata: z.string(),
  count: z.number().int(),
  imageUrl: z.string(),
  destination: placeSchema,
  origin: placeSchema.nullable(),
});
export type TopDestination = z.infer<typeof topDestinationSchema>;
