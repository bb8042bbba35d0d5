import { queryOptions } from '@tanstack/react-query';
import {
  AUTOCOMPLETE_MIN_CHARS,
  carCityOptionsSchema,
  carLocationsSchema,
  type CarCityOption,
  type CarLocation,
} from '@portal/domain/search';
import { apiRequest } from '../../../shared/api/client';

/** Lowercased, accents removed, as the autocomplete sends it. */
export const normaliseCarQuery = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const carSearchKeys = {
  cities: (text: string) => ['car', 'cities', normaliseCarQuery(text)] as const,
  locations: (iata: string, country: string) => ['car', 'locations', iata, country] as const,
};

/** GET /api/car/cities?name= from 3 typed characters. */
export const carCitiesQuery = (text: string) =>
  queryOptions({
    queryKey: carSearchKeys.cities(text),
    queryFn: async ({ signal }): Promise<CarCityOption[]> => {
      const name = normaliseCarQuery(text);
      if (name.length < AUTOCOMPLETE_MIN_CHARS) return [];
      return apiRequest(`/api/car/cities?name=${encodeURIComponent(name)}`, {
        schema: carCityOptionsSchema,
        signal,
      });
    },
    staleTime: 60_000,
  });

/** GET /api/car/locations/{iata}?country=: the rental counters and stores of a city. */
export const carLocationsQuery = (iata: string, country: string) =>
  queryOptions({
    queryKey: carSearchKeys.locations(iata, country),
    queryFn: ({ signal }): Promise<CarLocation[]> =>
      apiRequest(
        `/api/car/locations/${encodeURIComponent(iata)}?country=${encodeURIComponent(country)}`,
        { schema: carLocationsSchema, signal },
      ),
    staleTime: 5 * 60_000,
  });
