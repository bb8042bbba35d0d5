import type {
  AirportOption,
  BusStationOption,
  CarCityOption,
  CarLocation,
  EntertainmentAutocompleteResponse,
  ExperienceCityOption,
  HotelLocationCountry,
} from '@portal/domain/search';
import {
  MIN_QUERY_LENGTH,
  normalizeText,
  searchAirportCities,
  searchAirports,
  searchBrazilianCities,
  searchBusStations,
  searchDestinations,
} from '@portal/reference-data';
import { callSupplier, type SearchDeps } from './deps';
import { toActivity } from './mappers';

/** Autocomplete: ≥ 3 characters, accent- and case-insensitive, best match first, ≤ 20 rows. */
function tooShort(name: string): boolean {
  return normalizeText(name).length < MIN_QUERY_LENGTH;
}

export function airportOptions(name: string): AirportOption[] {
  if (tooShort(name)) return [];
  return searchAirports(name).map((a) => ({
    iata: a.iata,
    description: a.description,
    airportName: a.name,
    cityName: a.cityName,
    stateName: a.stateName,
    countryName: a.countryName,
    countryIso: a.countryIso,
  }));
}

export function carCityOptions(name: string): CarCityOption[] {
  if (tooShort(name)) return [];
  return searchAirportCities(name).map((c) => ({
    description: c.description,
    iata: c.iata,
    countryIso: c.countryIso,
    cityName: c.cityName,
  }));
}

export async function carLocations(deps: SearchDeps, iata: string): Promise<CarLocation[]> {
  const rows = await callSupplier(deps, 'car', (signal) =>
    deps.suppliers.car.locations(iata, signal),
  );
  return rows.map((l) => ({
    locationCode: l.locationCode,
    type: l.type,
    address: { address: l.address, cityName: l.cityName },
    rental: { code: l.rentalCode, name: l.rentalName },
    iata: l.iata,
  }));
}

export function experienceCityOptions(name: string): ExperienceCityOption[] {
  if (tooShort(name)) return [];
  return searchBrazilianCities(name).map((d) => ({
    id: d.code,
    cityName: d.cityName,
    stateName: d.parentName,
  }));
}

/** Destinations grouped by country, countries in the order of their best match. */
export function hotelLocations(name: string): HotelLocationCountry[] {
  if (tooShort(name)) return [];
  const groups = new Map<string, HotelLocationCountry>();
  for (const d of searchDestinations(name)) {
    const g = groups.get(d.isoCode) ?? { country: d.country, isoCode: d.isoCode, destinations: [] };
    g.destinations.push({
      code: d.code,
      cityName: d.cityName,
      parentName: d.parentName,
      country: d.country,
      isoCode: d.isoCode,
    });
    groups.set(d.isoCode, g);
  }
  return [...groups.values()];
}

export function busStationOptions(name: string): BusStationOption[] {
  if (tooShort(name)) return [];
  return searchBusStations(name).map((s) => ({
    id: s.id,
    name: s.name,
    iata: s.iata,
    cityName: s.cityName,
    stateCode: s.stateCode,
  }));
}

/** Places and activities; any failure answers empty lists. */
export async function entertainmentOptions(
  deps: SearchDeps,
  name: string,
): Promise<EntertainmentAutocompleteResponse> {
  if (tooShort(name)) return { locations: [], activities: [] };
  try {
    const locations = await callSupplier(deps, 'entertainment', (signal) =>
      deps.suppliers.entertainment.locations(name, signal),
    );
    const q = normalizeText(name);
    const activities: EntertainmentAutocompleteResponse['activities'] = [];
    for (const l of locations.slice(0, 3)) {
      const found = await callSupplier(deps, 'entertainment', (signal) =>
        deps.suppliers.entertainment.search({ route: l.id }, signal),
      );
      const cityMatches = normalizeText(l.name).startsWith(q);
      for (const a of found.map(toActivity)) {
        if (cityMatches || normalizeText(a.name).includes(q))
          activities.push({
            activityId: a.activityId,
            name: a.name,
            location: a.location,
            locationId: a.locationId,
          });
      }
    }
    return { locations, activities: activities.slice(0, 20) };
  } catch {
    return { locations: [], activities: [] };
  }
}
