import { z } from 'zod';
import type { SearchDates } from '../search/searchDates';

/** The dates every stored search carries (`datas`), as the forms and home cards write them. */
export const searchDatesSchema = z.object({
  dataIda: z.string(),
  dataVolta: z.string().nullable(),
  abreviada: z.string(),
  diaSemanaIda: z.string(),
  diaSemanaVolta: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
}) satisfies z.ZodType<SearchDates>;
