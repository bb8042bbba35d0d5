import { queryOptions } from '@tanstack/react-query';
import { airportQueryText } from '@portal/domain/flights';
import { type AirportOption } from '@portal/domain/search';
import { apiRequest } from '../../../shared/api/client';

export const flightFormKeys = {
  airports: (text: string) => ['flight-airports', text.toLowerCase()] as const,
};

/** GET /api/flight/airports?name= (text lowercased, accents removed). */
export function fetchAirports(text: string, signal?: AbortSignal): Promise<AirportOption[]> {
  const name = encodeURIComponent(airportQueryText(text));
  return apiRequest<AirportOption[]>(`/api/flight/airports?name=${name}`, {
    reply: 'json',
    signal,
  });
}

/** Airports matching what the person typed, kept five minutes. */
export const airportsQuery = (text: string) =>
  queryOptions({
    queryKey: flightFormKeys.airports(text),
    queryFn: ({ signal }) => fetchAirports(text, signal),
    staleTime: 5 * 60_000,
  });
