import { z } from 'zod';
import { brlToCents, percentOf } from '../money/cents';

/** A campaign's markup on flights: a percentage of the price and/or a fixed amount per passenger. */
export const flightMarkupSchema = z.object({
  percent: z
    .number({ error: 'Informe o percentual' })
    .min(0, 'O percentual não pode ser negativo')
    .max(100, 'O percentual vai até 100'),
  /** Centavos added to each passenger's fare. */
  fixedPerPassengerCents: z
    .number({ error: 'Informe o valor fixo' })
    .int('Valor em centavos')
    .min(0, 'O valor fixo não pode ser negativo')
    .max(1_000_000, 'Valor fixo fora do esperado'),
});
export type FlightMarkup = z.infer<typeof flightMarkupSchema>;

/** The console's markup form: the fixed part typed in reais, stored in centavos. */
export const flightMarkupFormSchema = z
  .object({
    percent: flightMarkupSchema.shape.percent,
    fixedPerPassenger: z
      .number({ error: 'Informe o valor fixo' })
      .min(0, 'O valor fixo não pode ser negativo')
      .max(10_000, 'Valor fixo fora do esperado'),
  })
  .transform(({ percent, fixedPerPassenger }): FlightMarkup => ({
    percent,
    fixedPerPassengerCents: brlToCents(fixedPerPassenger),
  }));

export const noFlightMarkup: FlightMarkup = Object.freeze({
  percent: 0,
  fixedPerPassengerCents: 0,
});

/** One passenger's fare with the markup (the taxes stay as the airline charges them), rounded up. */
export const markedUpFareCents = (
  fareCents: number,
  taxCents: number,
  markup: FlightMarkup,
): number =>
  fareCents +
  Math.ceil(percentOf(fareCents + taxCents, markup.percent)) +
  markup.fixedPerPassengerCents;
