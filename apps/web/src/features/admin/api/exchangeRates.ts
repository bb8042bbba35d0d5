import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { exchangeRateSchema, type ExchangeRateForm } from '@portal/domain/exchangeRates';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const exchangeRatesQuery = () =>
  queryOptions({
    queryKey: adminKeys.exchangeRates(),
    queryFn: () =>
      consoleRequest('/api/console/exchange-rates', { schema: z.array(exchangeRateSchema) }),
  });

const ratePath = (currency: string) =>
  `/api/console/exchange-rates/${encodeURIComponent(currency)}`;

/** Saves one currency's rate (an admin's change, audited by the API). */
export function useSaveExchangeRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, brlRate }: ExchangeRateForm) =>
      consoleRequest(ratePath(currency), {
        method: 'PUT',
        body: { brlRate },
        schema: exchangeRateSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.exchangeRates() }),
  });
}

export function useDeleteExchangeRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (currency: string) =>
      consoleRequest(ratePath(currency), { method: 'DELETE', schema: z.null() }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.exchangeRates() }),
  });
}
