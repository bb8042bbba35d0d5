import { queryOptions, skipToken } from '@tanstack/react-query';
import { busRateCheckResponseSchema, type BusRateCheckRequest } from '@portal/domain/buses';
import { apiRequest } from '../../../shared/api/client';
import type { BusCheckoutSelection } from './selection';

export const busCheckoutKeys = {
  rateCheck: (request: BusRateCheckRequest | null) => ['bus', 'rate-check', request] as const,
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

/**
 * POST /api/services/bus/rate-check: fresh seat maps, rules, tokens and price; asked again whenever
 * the page needs it. Nothing is asked without a request (a checkout of another product).
 */
export const busRateCheckQuery = (request: BusRateCheckRequest | null) =>
  queryOptions({
    queryKey: busCheckoutKeys.rateCheck(request),
    queryFn: request
      ? ({ signal }) =>
          apiRequest('/api/services/bus/rate-check', {
            method: 'POST',
            body: request,
            schema: busRateCheckResponseSchema,
            signal,
          })
      : skipToken,
    staleTime: 0,
    retry: false,
  });
