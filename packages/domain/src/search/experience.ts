import { z } from 'zod';
import { brlAmountSchema, isoDateSchema } from './common';

/** GET /api/experience?cityId=&startDate=&endDate= */
export const experienceSearchQuerySchema = z.object({
  cityId: z.string().min(1).max(20),
  startDate: isoDateSchema,
  endDate: isoDateSchema.optional(),
});
export type ExperienceSearchQuery = z.infer<typeof experienceSearchQuerySchema>;

export const experienceDateSchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  qtAvailable: z.number().int().min(0),
  qtTotal: z.number().int().min(1),
});

export const experienceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  localization: z.string(),
  city: z.object({ id: z.string(), cityName: z.string(), stateName: z.string() }),
  originalPrice: brlAmountSchema,
  price: brlAmountSchema,
  /** Participants covered by one price unit (price × adults ÷ qtParticipants). */
  qtParticipants: z.number().int().min(1),
  continuous: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  experienceDates: z.array(experienceDateSchema),
  whatToExpect: z.string(),
  whatIsIncluded: z.string(),
  whatIsNotIncluded: z.string(),
  category: z.string(),
  freeCancel: z.boolean(),
  cancellationPolicy: z.string(),
  importantInfo: z.string(),
  images: z.array(z.string()),
});
export type Experience = z.infer<typeof experienceSchema>;
export const experienceSearchResponseSchema = z.array(experienceSchema);
