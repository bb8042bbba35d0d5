import { z } from 'zod';
import { GROUP_LIMIT_MESSAGE, MAX_TRAVELLERS } from './limits';

export {
  AUTOCOMPLETE_MAX_ROWS,
  AUTOCOMPLETE_MIN_CHARS,
  GROUP_LIMIT_MESSAGE,
  MAX_TRAVELLERS,
} from './limits';

/** A traveller count 0-9 with Portuguese messages. */
export const travellerCountSchema = z
  .number({ error: 'Informe um número de viajantes' })
  .int('Informe um número inteiro de viajantes')
  .min(0, 'O número de viajantes não pode ser negativo')
  .max(MAX_TRAVELLERS, GROUP_LIMIT_MESSAGE);

/** A yyyy-MM-dd date as members read it, dd/MM/yyyy; any other text unchanged. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** A real calendar date written yyyy-MM-dd (2025-02-30 is refused). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data deve estar no formato aaaa-mm-dd')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'Data inválida');

/** HH:mm, 00:00-23:59. */
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido');

/** Amount in reais with two decimals, converted from integer centavos at the API edge. */
export const brlAmountSchema = z.number().nonnegative();

export const autocompleteQuerySchema = z.object({ name: z.string().max(100).default('') });
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const autocompleteBodySchema = z.object({
  filter: z.object({ name: z.string().max(100).default('') }),
});
export type AutocompleteBody = z.infer<typeof autocompleteBodySchema>;
