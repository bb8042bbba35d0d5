import { queryOptions } from '@tanstack/react-query';
import {
  AUTOCOMPLETE_MIN_CHARS,
  hotelLocationsSchema,
  type HotelDestinationOption,
} from '@portal/domain/search';
import { apiRequest } from '../../../shared/api/client';

/** Lowercased, accents removed. */
export const normaliseQuery = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const hotelSearchKeys = {
  locations: (text: string) => ['hotel-locations', normaliseQuery(text)] as const,
};

/** GET /api/hotel/locations?name= flattened to the destinations of every country. */
export async function fetchHotelDestinations(
  text: string,
  signal?: AbortSignal,
): Promise<HotelDestinationOption[]> {
  const name = normaliseQuery(text);
  if (name.length < AUTOCOMPLETE_MIN_CHARS) return [];
  const countries = await apiRequest(`/api/hotel/locations?name=${encodeURIComponent(name)}`, {
    schema: hotelLocationsSchema,
    signal,
  });
  return (countries ?? []).flatMap((country) => country.destinations);
}

/** The destinations answering what was typed in the city field. */
export const hotelDestinationsQuery = (text: string) =>
  queryOptions({
    queryKey: hotelSearchKeys.locations(text),
    queryFn: ({ signal }) => fetchHotelDestinations(text, signal),
    staleTime: 60_000,
  });
