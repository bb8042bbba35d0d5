import type { FlightSearchRequest } from '@portal/domain/flights';
import type { FlySearchDraft } from './flySearchDraft';
import { sessionKeys } from '../../storage/keys';
import { readSession } from '../../storage/storage';
import { isFlySearch } from './storedFlySearch';
import { readSearchType } from '../../storage/readSearchType';

/** The POST /api/flight body of a stored flight search. */
export function flightRequest(draft: FlySearchDraft): FlightSearchRequest | null {
  const origin = draft.origem?.iata;
  const destination = draft.destino?.iata;
  if (!origin || !destination || !draft.datas.startDate) return null;
  const segments: FlightSearchRequest['flightSegments'] = [
    { departureAirport: origin, arrivelAirport: destination, departureDate: draft.datas.startDate },
  ];
  if (draft.idavolta && draft.datas.endDate) {
    segments.push({
      departureAirport: destination,
      arrivelAirport: origin,
      departureDate: draft.datas.endDate,
    });
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

/**
 * The POST /api/flight body of the search in progress (buscaAtual, flySearch) when it is a
 * flight's: what the results page asks for when it opens.
 */
export function storedFlightRequest(): FlightSearchRequest | null {
  if (readSearchType() !== 'Aéreo') return null;
  const stored = readSession(sessionKeys.flySearch);
  return isFlySearch(stored) ? flightRequest(stored) : null;
}
