import { z } from 'zod';
import { airportRefSchema } from '@portal/domain';
import type { FlySearchDraft } from '../search/drafts';
import { searchDatesSchema } from './searchDates.schema';

const countSchema = z.number().int().min(0).max(9);

/**
 * flySearch as a zod schema, for pages that load zod anyway (the checkout's stored selection).
 * The home and the flight results read it before their first paint with the same rule written
 * by hand (`isFlySearch`), so zod stays out of their first load. A module of its own without side
 * effects, so pages that only read the stored search do not load zod.
 */
export const flySearchSchema = z.object({
  origem: airportRefSchema.extend({ iata: z.string().min(3) }).nullable(),
  destino: airportRefSchema.extend({ iata: z.string().min(3) }).nullable(),
  datas: searchDatesSchema,
  adultos: countSchema,
  criancas: countSchema,
  bebes: countSchema,
  idavolta: z.boolean(),
  tarifasBagagem: z.boolean(),
  apenasVoosDiretos: z.boolean(),
}) satisfies z.ZodType<FlySearchDraft>;
