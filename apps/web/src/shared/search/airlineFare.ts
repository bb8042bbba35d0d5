import { queryOptions } from '@tanstack/react-query';
import type { AirlineFare } from '@portal/domain/flights';
import { apiRequest } from '../api/client';
import { cacheFare, readCachedFare } from '../storage/fareCache';

/** GET /api/flight/airline-fare/{cia}/{farecode}, answered from the session cache when present. */
async function fetchAirlineFare(cia: string, farecode: string): Promise<AirlineFare> {
  const cached = readCachedFare(cia, farecode);
  if (cached) return cached;
  const fare = await apiRequest<AirlineFare>(
    `/api/flight/airline-fare/${encodeURIComponent(cia)}/${encodeURIComponent(farecode)}`,
    {
      reply: 'json',
    },
  );
  cacheFare(cia, farecode, fare);
  return fare;
}

/**
 * One airline's fare details, kept for the session (they do not change while it lasts). Only the
 * fare details dialog asks for them, so the cache's schema loads with it, not with the results.
 */
export const airlineFareQuery = (cia: string, farecode: string) =>
  queryOptions({
    queryKey: ['airline-fare', cia, farecode] as const,
    queryFn: () => fetchAirlineFare(cia, farecode),
    staleTime: Infinity,
    retry: false,
  });
