import {
  airlineFareSchema,
  flightSearchResponseSchema,
  type AirlineFare,
  type FlightSearchRequest,
  type FlightSearchResponse,
} from '@portal/domain';
import { apiRequest } from '../../../shared/api/client';
import type { FlySearchDraft } from '../../../shared/search/drafts';
import { readSession, writeSession } from '../../../shared/storage/storage';

/** The POST /api/flight body of a stored flight search (spec 1 §7). */
export function flightRequest(draft: FlySearchDraft): FlightSearchRequest | null {
  const origin = draft.origem?.iata;
  const destination = draft.destino?.iata;
  if (!origin || !destination || !draft.datas.startDate) return null;
  const segments: FlightSearchRequest['flightSegments'] = [
    { departureAirport: origin, arrivelAirport: destination, departureDate: draft.datas.startDate },
  ];
  if (draft.idavolta && draft.datas.endDate) {
    segments.push({ departureAirport: destination, arrivelAirport: origin, departureDate: draft.datas.endDate });
  }
  return {
    qtAdult: draft.adultos,
    qtChild: draft.criancas,
    qtBaby: draft.bebes,
    directFlight: draft.apenasVoosDiretos,
    luggage: draft.tarifasBagagem,
    cabin: 'Y',
    flightSegments: segments,
  };
}

/** POST /api/flight; 204 (nothing found) reads as null. */
export async function searchFlights(body: FlightSearchRequest, signal?: AbortSignal): Promise<FlightSearchResponse | null> {
  const reply = await apiRequest<FlightSearchResponse | undefined>('/api/flight', {
    method: 'POST',
    body,
    schema: flightSearchResponseSchema,
    signal,
  });
  return reply ?? null;
}

/** Session-storage cache of fare details, one entry per airline and fare code (spec 1 §2). */
export const FARE_CACHE_KEY = 'airlineFares';
export const fareCacheId = (cia: string, farecode: string) => `${cia.toUpperCase()}/${farecode.toUpperCase()}`;

function readFareCache(): Record<string, AirlineFare> {
  const stored = readSession(FARE_CACHE_KEY);
  if (typeof stored !== 'object' || stored === null) return {};
  const out: Record<string, AirlineFare> = {};
  for (const [key, value] of Object.entries(stored)) {
    const parsed = airlineFareSchema.safeParse(value);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

/** GET /api/flight/airline-fare/{cia}/{farecode}, answered from the session cache when present. */
export async function fetchAirlineFare(cia: string, farecode: string): Promise<AirlineFare> {
  const id = fareCacheId(cia, farecode);
  const cached = readFareCache()[id];
  if (cached) return cached;
  const fare = await apiRequest(`/api/flight/airline-fare/${encodeURIComponent(cia)}/${encodeURIComponent(farecode)}`, {
    schema: airlineFareSchema,
  });
  writeSession(FARE_CACHE_KEY, { ...readFareCache(), [id]: fare });
  return fare;
}
