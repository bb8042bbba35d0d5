import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { flightMarkupSchema, type FlightMarkup } from '@portal/domain/pricing';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

const markupPath = (campaignId: number) => `/api/console/campaigns/${campaignId}/flight-markup`;

export const flightMarkupQuery = (campaignId: number) =>
  queryOptions({
    queryKey: adminKeys.flightMarkup(campaignId),
    queryFn: () => consoleRequest(markupPath(campaignId), { schema: flightMarkupSchema }),
  });

/** Saves a campaign's flight markup (an admin's change, audited by the API). */
export function useSaveFlightMarkup(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (markup: FlightMarkup) =>
      consoleRequest(markupPath(campaignId), {
        method: 'PUT',
        body: markup,
        schema: flightMarkupSchema,
      }),
    onSuccess: (saved) => client.setQueryData(adminKeys.flightMarkup(campaignId), saved),
  });
}
