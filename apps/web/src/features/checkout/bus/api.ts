import { queryOptions } from '@tanstack/react-query';
import { busRateCheckResponseSchema, type BusRateCheckRequest } from '@portal/domain';
import { apiRequest } from '../../../shared/api/client';
import type { BusCheckoutSelection } from './selection';

export const busCheckoutKeys = {
  rateCheck: (request: BusRateCheckRequest) => ['bus', 'rate-check', request] as const,
};

export function rateCheckRequest(
  selection: Pick<BusCheckoutSelection, 'going' | 'back' | 'passengers'>,
): BusRateCheckRequest {
  return {
    goingBus: selection.going.key,
    goingBusRefToken: selection.going.refToken,
    returnBus: selection.back?.key ?? null,
    returnBusRefToken: selection.back?.refToken ?? null,
    occupancy: selection.passengers,
  };
}

/** POST /api/services/bus/rate-check: fresh seat maps, rules and tokens; asked again whenever the page needs it. */
export const busRateCheckQuery = (request: BusRateCheckRequest) =>
  queryOptions({
    queryKey: busCheckoutKeys.rateCheck(request),
    queryFn: ({ signal }) =>
      apiRequest('/api/services/bus/rate-check', {
        method: 'POST',
        body: request,
        schema: busRateCheckResponseSchema,
        signal,
      }),
    staleTime: 0,
    retry: false,
  });
