import type { AirportRef } from '@portal/domain/flights';
import type { ShowcaseImage, TopDestination } from '@portal/domain/showcases';
import { searchDraftKeys, sessionKeys } from '../storage/keys';
import { removeSession, writeSession } from '../storage/storage';
import { addDays } from '../format';
import { buildDates, type SearchDates } from './searchDates';
import { flightDraft, type FlySearchDraft } from './flightDraft/flySearchDraft';
import { writeSearchType } from '../storage/searchType';

export type { AirportRef };

/*
 * Stored search drafts ("Stored search per product"), as the home cards write them and the search
 * forms and results pages read them; the flight's is in ./flightDraft.
 */

export interface HotelSearchDraft {
  cidade: {
    cityName: string;
    parentName: string;
    country: string;
    isoCode: string;
    code: string;
  } | null;
  datas: SearchDates;
  qtAdult: number;
  qtChild: number;
  qtRooms: number;
  childAge: number[];
  apartments: {
    adults: number;
    seniors: number;
    seniorsAges: number[];
    childs: number;
    childsAge: number[];
  }[];
}

export interface CarPlace {
  description: string;
  iata: string;
  countryIso: string;
}

export interface CarLocation {
  locationCode: string;
  rental: { name: string } | null;
  address: { address: string; cityName: string };
}

export interface CarSearchDraft {
  cidadeRetirada: CarPlace | null;
  localRetirada: CarLocation | null;
  horaRetirada: string;
  cidadeDevolucao: CarPlace | null;
  localDevolucao: CarLocation | null;
  horaDevolucao: string;
  datas: SearchDates;
  mesmoLocal: boolean;
}

export interface BusStationRef {
  id: string;
  name: string;
  iata: string;
}

export interface BusSearchDraft {
  origem: BusStationRef | null;
  destino: BusStationRef | null;
  datas: SearchDates;
  idavolta: boolean;
  passageiros: number;
  nacionalidade: string;
}

export interface ExperienceSearchDraft {
  cidade: { id: string; cityName: string; stateName: string } | null;
  datas: SearchDates;
}

/** Default time for drafts made from a home card (destination card 09:00). */
export const CARD_CAR_TIME = '09:00';
/** Destination default search: start tomorrow, end 7 days later. */
export const CARD_TRIP_DAYS = 7;

/** Tomorrow to 7 days after it, or the card's own dates when they are still ahead. */
export function cardDates(now: Date, start?: string | null, end?: string | null): SearchDates {
  const tomorrow = addDays(new Date(now.getFullYear(), now.getMonth(), now.getDate()), 1);
  const parse = (value: string | null | undefined): Date | null => {
    if (!value) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!match) return null;
    return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  };
  const ownStart = parse(start);
  const ownEnd = parse(end);
  if (ownStart && ownEnd && ownStart >= tomorrow && ownEnd > ownStart)
    return buildDates(ownStart, ownEnd);
  return buildDates(tomorrow, addDays(tomorrow, CARD_TRIP_DAYS));
}

function airport(
  iata: string | null,
  name: string | null,
  city: string | null,
  country: string | null,
): AirportRef | null {
  if (!iata) return null;
  const airportName = name ?? iata;
  return {
    iata,
    airportName,
    description: `${airportName} (${iata})`,
    countryName: country ?? '',
    countryIso: country && country.length === 2 ? country : '',
    cityName: city ?? '',
    stateName: '',
  };
}

type Draft =
  | { type: 'Aéreo'; key: typeof sessionKeys.flySearch; value: FlySearchDraft }
  | { type: 'Hotel'; key: typeof sessionKeys.hotelSearch; value: HotelSearchDraft }
  | { type: 'Carro'; key: typeof sessionKeys.carSearch; value: CarSearchDraft }
  | { type: 'Rodoviário'; key: typeof sessionKeys.busSearch; value: BusSearchDraft }
  | {
      type: 'Experiencias';
      key: typeof sessionKeys.experienceSearch;
      value: ExperienceSearchDraft;
    };

/** The draft a showcase card starts, or null for a card of no type (it is a plain link). */
export function draftFromShowcase(image: ShowcaseImage, now = new Date()): Draft | null {
  const datas = cardDates(now, image.startDate, image.endDate);
  switch (image.type) {
    case 'FLIGHT':
      return {
        type: 'Aéreo',
        key: sessionKeys.flySearch,
        value: flightDraft(
          airport(image.airportOrigin, image.airportOriginName, null, null),
          airport(
            image.airportDestination,
            image.airportDestinationName,
            image.cityName,
            image.country,
          ),
          datas,
        ),
      };
    case 'HOTEL':
      return {
        type: 'Hotel',
        key: sessionKeys.hotelSearch,
        value: {
          cidade: image.cityCode
            ? {
                cityName: image.cityName ?? '',
                parentName: image.country ?? '',
                country: image.country ?? '',
                isoCode: image.country ?? '',
                code: image.cityCode,
              }
            : null,
          datas,
          qtAdult: 1,
          qtChild: 0,
          qtRooms: 1,
          childAge: [],
          apartments: [{ adults: 1, seniors: 0, seniorsAges: [], childs: 0, childsAge: [] }],
        },
      };
    case 'CAR': {
      const place: CarPlace | null = image.cityCode
        ? {
            description: image.cityName ?? image.cityCode,
            iata: image.cityCode,
            countryIso: image.country ?? 'BR',
          }
        : null;
      const location: CarLocation | null = image.location
        ? {
            locationCode: image.location,
            rental: null,
            address: { address: image.locationName ?? '', cityName: image.cityName ?? '' },
          }
        : null;
      return {
        type: 'Carro',
        key: sessionKeys.carSearch,
        value: {
          cidadeRetirada: place,
          localRetirada: location,
          horaRetirada: CARD_CAR_TIME,
          cidadeDevolucao: place,
          localDevolucao: location,
          horaDevolucao: CARD_CAR_TIME,
          datas,
          mesmoLocal: true,
        },
      };
    }
    case 'BUS':
      return {
        type: 'Rodoviário',
        key: sessionKeys.busSearch,
        value: {
          origem: image.airportOrigin
            ? {
                id: image.airportOrigin,
                name: image.airportOriginName ?? image.airportOrigin,
                iata: image.airportOrigin,
              }
            : null,
          destino: image.airportDestination
            ? {
                id: image.airportDestination,
                name: image.airportDestinationName ?? image.airportDestination,
                iata: image.airportDestination,
              }
            : null,
          datas,
          idavolta: true,
          passageiros: 1,
          nacionalidade: 'Brasil',
        },
      };
    case 'EXPERIENCE':
      return {
        type: 'Experiencias',
        key: sessionKeys.experienceSearch,
        value: {
          cidade: image.cityCode
            ? {
                id: image.cityCode,
                cityName: image.cityName ?? '',
                stateName: image.locationName ?? '',
              }
            : null,
          datas,
        },
      };
    default:
      return null;
  }
}

/** A most-searched destination card is a round-trip flight from the member's usual origin. */
export function draftFromDestination(destination: TopDestination, now = new Date()): Draft {
  const origin = destination.origin;
  return {
    type: 'Aéreo',
    key: sessionKeys.flySearch,
    value: flightDraft(
      origin ? airport(origin.iata, origin.name, origin.city, origin.country) : null,
      airport(
        destination.destination.iata,
        destination.destination.name,
        destination.destination.city,
        destination.destination.country,
      ),
      cardDates(now),
    ),
  };
}

/** Clears every stored search, stores this draft and marks its type as the current search. */
export function startSearchFromCard(draft: Draft): void {
  for (const key of searchDraftKeys) removeSession(key);
  writeSession(draft.key, draft.value);
  writeSearchType(draft.type);
}

export type { Draft as SearchDraft };
