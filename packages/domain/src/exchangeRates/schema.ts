import { z } from 'zod';

/** ISO 4217 code of a supplier's currency (reais need no rate). */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'Informe o código da moeda com 3 letras (ex.: USD)')
  .transform((v) => v.toUpperCase())
  .refine((v) => v !== 'BRL', 'O real não precisa de cotação');

/** PUT /api/console/exchange-rates/{currency}: reais per unit of the currency (kept to 6 decimals). */
export const exchangeRateInputSchema = z.object({
  brlRate: z
    .number({ error: 'Informe a cotação' })
    .positive('A cotação deve ser maior que zero')
    .max(100_000, 'Cotação fora do esperado'),
});
export type ExchangeRateInput = z.infer<typeof exchangeRateInputSchema>;

export const exchangeRateSchema = z.object({
  currency: z.string(),
  brlRate: z.number(),
  updatedAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** The console's form of one rate: the currency and its rate, as the operator types them. */
export const exchangeRateFormSchema = exchangeRateInputSchema.extend({
  currency: currencyCodeSchema,
});
export type ExchangeRateForm = z.infer<typeof exchangeRateFormSchema>;
