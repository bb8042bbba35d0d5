import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, TableCell, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { centsToBrl, formatBRL } from '@portal/domain/money';
import { type ExchangeRateForm, exchangeRateFormSchema } from '@portal/domain/exchangeRates';
import { type FlightMarkup, flightMarkupFormSchema } from '@portal/domain/pricing';
import {
  exchangeRatesQuery,
  useDeleteExchangeRate,
  useSaveExchangeRate,
} from './api/exchangeRates';
import { flightMarkupQuery, useSaveFlightMarkup } from './api/flightMarkup';
import { FormTextField, RowForm } from './FormFields';
import { ConsoleTable } from './ConsoleTable';
import { adminMessages } from './messages';

const m = adminMessages.supplierPricing;

/**
 * The programme's exchange rates for suppliers' currencies (Duffel prices in the offer's
 * currency): every operator reads them, an admin saves or removes one.
 */
export function ExchangeRatesSection({ admin }: { admin: boolean }) {
  const rates = useQuery(exchangeRatesQuery());
  const save = useSaveExchangeRate();
  const remove = useDeleteExchangeRate();
  const form = useForm<z.input<typeof exchangeRateFormSchema>, unknown, ExchangeRateForm>({
    resolver: zodResolver(exchangeRateFormSchema),
    defaultValues: { currency: '', brlRate: Number.NaN },
  });
  const error = save.error ?? remove.error;
  return (
    <PricingSection id="exchange-rates" title={m.rates} help={m.ratesHelp}>
      {error && <Alert severity="error">{error.message}</Alert>}
      {rates.data?.length === 0 ? (
        <Typography>{m.noRates}</Typography>
      ) : (
        <ConsoleTable
          aria-labelledby="exchange-rates"
          columns={[m.currency, m.brlRate, m.updatedAt, admin && '']}
          rows={rates.data}
          rowKey={(rate) => rate.currency}
          cells={(rate) => (
            <>
              <TableCell>{rate.currency}</TableCell>
              <TableCell>
                {rate.brlRate.toLocaleString('pt-BR', { maximumFractionDigits: 6 })}
              </TableCell>
              <TableCell>{new Date(rate.updatedAt).toLocaleString('pt-BR')}</TableCell>
              {admin && (
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(rate.currency)}
                  >
                    {m.removeRate(rate.currency)}
                  </Button>
                </TableCell>
              )}
            </>
          )}
        />
      )}
      {admin && (
        <RowForm
          form={form}
          onSubmit={(input) => save.mutate(input, { onSuccess: () => form.reset() })}
        >
          <FormTextField<ExchangeRateForm> name="currency" size="small" label={m.currency} />
          <FormTextField<ExchangeRateForm>
            name="brlRate"
            number
            size="small"
            label={m.brlRate}
            slotProps={{ htmlInput: { step: 'any' } }}
          />
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {m.saveRate}
          </Button>
        </RowForm>
      )}
      {save.data && <Alert severity="success">{m.rateSaved(save.data.currency)}</Alert>}
    </PricingSection>
  );
}

const describe = (markup: FlightMarkup) =>
  m.markupOf(
    markup.percent.toLocaleString('pt-BR', { maximumFractionDigits: 3 }),
    formatBRL(markup.fixedPerPassengerCents),
  );

/** A campaign's markup on flights: shown to every operator, changed by an admin. */
export function FlightMarkupSection({ campaignId, admin }: { campaignId: number; admin: boolean }) {
  const markup = useQuery(flightMarkupQuery(campaignId));
  return (
    <PricingSection id="flight-markup" title={m.markup} help={m.markupHelp}>
      {markup.data &&
        (admin ? (
          <MarkupForm campaignId={campaignId} current={markup.data} />
        ) : (
          <Typography>{describe(markup.data)}</Typography>
        ))}
    </PricingSection>
  );
}

function MarkupForm({ campaignId, current }: { campaignId: number; current: FlightMarkup }) {
  const save = useSaveFlightMarkup(campaignId);
  const form = useForm<z.input<typeof flightMarkupFormSchema>, unknown, FlightMarkup>({
    resolver: zodResolver(flightMarkupFormSchema),
    defaultValues: {
      percent: current.percent,
      fixedPerPassenger: centsToBrl(current.fixedPerPassengerCents),
    },
  });
  type Fields = z.input<typeof flightMarkupFormSchema>;
  return (
    <RowForm form={form} onSubmit={(input) => save.mutate(input)}>
      {(['percent', 'fixedPerPassenger'] as const).map((name) => (
        <FormTextField<Fields>
          key={name}
          name={name}
          number
          size="small"
          label={m[name]}
          slotProps={{ htmlInput: { step: 'any' } }}
        />
      ))}
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {m.saveMarkup}
      </Button>
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      {save.isSuccess && <Alert severity="success">{m.markupSaved}</Alert>}
    </RowForm>
  );
}

/** A section of the supplier prices: its heading (naming the section), a line of help, its body. */
function PricingSection({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={id} component="h3" variant="subtitle1">
        {title}
      </Typography>
      <Typography variant="body2">{help}</Typography>
      {children}
    </Box>
  );
}
