import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { FlightSearchRequest, FlightSearchResponse } from '@portal/domain/flights';
import { apiRequest } from '../api/client';
import { storedFlightRequest } from './flightDraft/storedFlightRequest';

/**
 * POST /api/flight; 204 (nothing found) reads as null. The reply (over a megabyte for a busy route)
 * is taken as the server wrote it through the contract's schema: walking it again with zod would
 * delay the first card.
 */
export async function searchFlights(
  body: FlightSearchRequest,
  signal?: AbortSignal,
): Promise<FlightSearchResponse | null> {
  const reply = await apiRequest<FlightSearchResponse | undefined>('/api/flight', {
    method: 'POST',
    body,
    reply: 'json',
    signal,
  });
  return reply ?? null;
}

export const flightSearchKeys = {
  search: (body: FlightSearchRequest) => ['flight-search', body] as const,
};

/**
 * One flight search as a query: the form prefetches it on 'Buscar' (the request runs while the
 * results code loads) and the results page reads the same entry.
 */
export const flightSearchQuery = (body: FlightSearchRequest) =>
  queryOptions({
    queryKey: flightSearchKeys.search(body),
    queryFn: ({ signal }) => searchFlights(body, signal),
    retry: false,
    staleTime: 2 * 60_000,
    refetchOnWindowFocus: false,
  });

/**
 * Starts the stored flight search (flySearch) when the search in progress is a flight's, e.g.
 * while the results code is still loading.
 */
export function prefetchStoredFlightSearch(queryClient: QueryClient): void {
  const body = storedFlightRequest();
  if (body) void queryClient.prefetchQuery(flightSearchQuery(body));
}
