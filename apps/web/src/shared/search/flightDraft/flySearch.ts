import type { AirportOption } from '@portal/domain/search';
import type { AirportRef, FlightSearchFormValues } from '@portal/domain/flights';
import { buildDates } from '../searchDates';
import type { FlySearchDraft } from './flySearchDraft';
import { sessionKeys } from '../../storage/keys';
import { readSession, writeSession } from '../../storage/storage';
import { parseApiDate } from '../../format';
import { isFlySearch } from './storedFlySearch';
import { writeSearchType } from '../../storage/searchType';

export function readFlySearch(): FlySearchDraft | null {
  const stored = readSession(sessionKeys.flySearch);
  return isFlySearch(stored) ? stored : null;
}

export function airportRef(option: AirportOption): AirportRef {
  return {
    iata: option.iata,
    airportName: option.airportName,
    description: option.description,
    countryName: option.countryName,
    countryIso: option.countryIso,
    cityName: option.cityName,
    stateName: option.stateName ?? '',
  };
}

export type FlightFormValues = FlightSearchFormValues;

export function toDraft(values: FlightFormValues & { start: Date }): FlySearchDraft {
  return {
    origem: values.origin,
    destino: values.destination,
    datas: buildDates(values.start, values.roundTrip ? values.end : null),
    adultos: values.adults,
    criancas: values.children,
    bebes: values.infants,
    idavolta: values.roundTrip,
    tarifasBagagem: values.baggage,
    apenasVoosDiretos: values.directOnly,
  };
}

/** Stores the search under flySearch and marks 'Aéreo' as the current search. */
export function storeFlySearch(draft: FlySearchDraft): void {
  writeSession(sessionKeys.flySearch, draft);
  writeSearchType('Aéreo');
}

export function draftDates(draft: FlySearchDraft): { start: Date | null; end: Date | null } {
  return {
    start: parseApiDate(draft.datas.startDate),
    end: draft.datas.endDate ? parseApiDate(draft.datas.endDate) : null,
  };
}
