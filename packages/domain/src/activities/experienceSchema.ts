import { z } from 'zod';
import { experienceCityOptionSchema } from '../search/autocomplete';
import { brlAmountSchema, isoDateSchema } from '../search/common';

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

/** Texts of the 'Exclusivos' search form. */
export const experienceSearchMessages = {
  cityRequired: 'Cidade não pode ser vazia',
  dateRequired: 'Data não pode ser vazia',
  // Not worded by the spec: an end before the start.
  endBeforeStart: 'A data final não pode ser antes da inicial',
  fillAll: 'Por favor, preencha todos os campos',
} as const;

/** The 'Exclusivos' search form: a city, the first and last day (yyyy-MM-dd) and the group. */
export const experienceSearchFormSchema = z
  .object({
    city: experienceCityOptionSchema.nullable(),
    start: z.string(),
    end: z.string(),
    adults: z.number().int(),
    children: z.number().int(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!form.city) issue('city', experienceSearchMessages.cityRequired);
    if (!form.start) issue('start', experienceSearchMessages.dateRequired);
    if (!form.end) issue('end', experienceSearchMessages.dateRequired);
    else if (form.start && form.end < form.start)
      issue('end', experienceSearchMessages.endBeforeStart);
  });
export type ExperienceSearchFormValues = z.infer<typeof experienceSearchFormSchema>;
