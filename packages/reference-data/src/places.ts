import { airports, type Airport } from './airports';
import { brazilData, municipalities, worldCities, type Municipality } from './brazil';
import { countryNamePt } from './countries';
import { PlaceIndex } from './rank';
import { distanceKm, lazy, normalizeText } from './text';

/** A city where hotels, experiences and entertainment are searched. */
export interface Destination {
  /** IBGE code for Brazilian municipalities, 'G' + GeoNames id elsewhere. */
  code: string;
  cityName: string;
  /** State name in Brazil, country name elsewhere. */
  parentName: string;
  stateCode: string | null;
  country: string;
  isoCode: string;
  latitude: number;
  longitude: number;
  population: number | null;
  timezone: string | null;
}

/** Foreign cities with at least this GeoNames population are hotel destinations. */
export const FOREIGN_DESTINATION_MIN_POPULATION = 100_000;

function fromMunicipality(m: Municipality): Destination {
  return {
    code: m.ibgeCode,
    cityName: m.name,
    parentName: m.stateName,
    stateCode: m.stateCode,
    country: 'Brasil',
    isoCode: 'BR',
    latitude: m.latitude,
    longitude: m.longitude,
    population: m.population,
    timezone: m.timezone,
  };
}

export const destinations = lazy((): Destination[] => {
  const list = municipalities().map(fromMunicipality);
  for (const c of worldCities()) {
    if (c.country === 'BR' || c.population < FOREIGN_DESTINATION_MIN_POPULATION) continue;
    const country = countryNamePt(c.country);
    list.push({
      code: `G${c.cityId}`,
      cityName: c.name,
      parentName: country,
      stateCode: null,
      country,
      isoCode: c.country,
      latitude: c.loc.coordinates[1],
      longitude: c.loc.coordinates[0],
      population: c.population,
      timezone: null,
    });
  }
  return list;
});

const destinationMap = lazy(() => new Map(destinations().map((d) => [d.code, d])));
const destinationIndex = lazy(
  () =>
    new PlaceIndex(
      destinations().map((d) => ({
        item: d,
        city: d.cityName,
        name: `${d.cityName} ${d.parentName}`,
        weight: d.population ?? 0,
      })),
    ),
);

export function destinationByCode(code: string): Destination | undefined {
  return destinationMap().get(code);
}

export function searchDestinations(query: string, limit?: number): Destination[] {
  return destinationIndex().search(query, limit);
}

const brazilIndex = lazy(
  () =>
    new PlaceIndex(
      municipalities().map((m) => ({
        item: fromMunicipality(m),
        city: m.name,
        name: `${m.name} ${m.stateName}`,
        weight: m.population ?? 0,
      })),
    ),
);

/** Brazilian municipalities only (experiences are sold in Brazil). */
export function searchBrazilianCities(query: string, limit?: number): Destination[] {
  return brazilIndex().search(query, limit);
}

/** A city served by at least one airport (car rental pickup cities). */
export interface AirportCity {
  /** Main airport of the city. */
  iata: string;
  cityName: string;
  stateCode: string | null;
  countryIso: string;
  countryName: string;
  ibgeCode: string | null;
  latitude: number;
  longitude: number;
  airports: Airport[];
  description: string;
}

export const airportCities = lazy((): AirportCity[] => {
  const groups = new Map<string, Airport[]>();
  for (const a of airports()) {
    const k = `${a.countryIso}|${a.stateCode ?? ''}|${normalizeText(a.cityName)}`;
    const g = groups.get(k) ?? [];
    g.push(a);
    groups.set(k, g);
  }
  const out: AirportCity[] = [];
  for (const g of groups.values()) {
    const sorted = [...g].sort((a, b) => {
      const ia = /international|internacional/i.test(a.name) ? 0 : 1;
      const ib = /international|internacional/i.test(b.name) ? 0 : 1;
      return ia - ib || a.iata.localeCompare(b.iata);
    });
    const main = sorted[0]!;
    out.push({
      iata: main.iata,
      cityName: main.cityName,
      stateCode: main.stateCode,
      countryIso: main.countryIso,
      countryName: main.countryName,
      ibgeCode: main.ibgeCode,
      latitude: main.latitude,
      longitude: main.longitude,
      airports: sorted,
      description: [main.cityName, main.stateCode, main.countryName].filter(Boolean).join(', '),
    });
  }
  return out;
});

const airportCityByIata = lazy(() => {
  const map = new Map<string, AirportCity>();
  for (const c of airportCities()) for (const a of c.airports) map.set(a.iata, c);
  return map;
});

const airportCityIndex = lazy(() => {
  const population = brazilData().byIbge;
  return new PlaceIndex(
    airportCities().map((c) => ({
      item: c,
      code: c.iata,
      city: c.cityName,
      name: c.description,
      weight:
        (c.countryIso === 'BR' ? 1e9 : 0) +
        (c.ibgeCode ? (population.get(c.ibgeCode)?.population ?? 0) : c.airports.length),
    })),
  );
});

export function airportCityOf(iata: string): AirportCity | undefined {
  return airportCityByIata().get(iata.toUpperCase());
}

export function searchAirportCities(query: string, limit?: number): AirportCity[] {
  return airportCityIndex().search(query, limit);
}

/** One intercity bus terminal per Brazilian municipality above 100,000 inhabitants. */
export interface BusStation {
  id: string;
  name: string;
  cityName: string;
  stateCode: string;
  stateName: string;
  ibgeCode: string;
  /** Nearest airport within 50 km, used as the city's travel code. */
  iata: string | null;
  latitude: number;
  longitude: number;
  population: number;
}

export const BUS_STATION_MIN_POPULATION = 100_000;

export const busStations = lazy((): BusStation[] => {
  const br = airports().filter((a) => a.countryIso === 'BR');
  return municipalities()
    .filter((m) => (m.population ?? 0) > BUS_STATION_MIN_POPULATION)
    .map((m) => {
      // The city's main airport: the nearest international one within 50 km, else the nearest.
      let iata: string | null = null;
      let best = Infinity;
      for (const a of br) {
        const d = distanceKm(m.latitude, m.longitude, a.latitude, a.longitude);
        const score = d + (/international|internacional/i.test(a.name) ? 0 : 50);
        if (d < 50 && score < best) {
          best = score;
          iata = a.iata;
        }
      }
      return {
        id: m.ibgeCode,
        name: `Rodoviária de ${m.name} - ${m.stateCode}`,
        cityName: m.name,
        stateCode: m.stateCode,
        stateName: m.stateName,
        ibgeCode: m.ibgeCode,
        iata,
        latitude: m.latitude,
        longitude: m.longitude,
        population: m.population ?? 0,
      };
    });
});

const busStationMap = lazy(() => new Map(busStations().map((s) => [s.id, s])));
const busStationIndex = lazy(
  () =>
    new PlaceIndex(
      busStations().map((s) => ({
        item: s,
        code: s.iata,
        city: s.cityName,
        name: s.name,
        weight: s.population,
      })),
    ),
);

export function busStationById(id: string): BusStation | undefined {
  return busStationMap().get(id);
}

export function searchBusStations(query: string, limit?: number): BusStation[] {
  return busStationIndex().search(query, limit);
}
