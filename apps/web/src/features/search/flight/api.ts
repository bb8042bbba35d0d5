import { airportQueryText, type AirportOption } from '@portal/domain';
import { apiRequest } from '../../../shared/api/client';

/** GET /api/flight/airports?name= (text lowercased, accents removed; spec 1 §7). */
export function fetchAirports(text: string, signal?: AbortSignal): Promise<AirportOption[]> {
  const name = encodeURIComponent(airportQueryText(text));
  return apiRequest<AirportOption[]>(`/api/flight/airports?name=${name}`, {
    reply: 'json',
    signal,
  });
}
