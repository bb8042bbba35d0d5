import { queryOptions } from '@tanstack/react-query';
import { AUTOCOMPLETE_MIN_CHARS, experienceCityOptionsSchema } from '@portal/domain/search';
import { apiRequest } from '../../../shared/api/client';

/** Lowercased, accents removed, as the city lookup expects. */
export const normaliseCityQuery = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const experienceSearchKeys = {
  cities: (text: string) => ['experience-cities', normaliseCityQuery(text)] as const,
};

/** GET /api/experience/hotel-cities?name= from 3 typed characters. */
export const experienceCitiesQuery = (text: string) =>
  queryOptions({
    queryKey: experienceSearchKeys.cities(text),
    queryFn: async ({ signal }) => {
      const name = normaliseCityQuery(text);
      if (name.length < AUTOCOMPLETE_MIN_CHARS) return [];
      return (
        (await apiRequest(`/api/experience/hotel-cities?name=${encodeURIComponent(name)}`, {
          schema: experienceCityOptionsSchema,
          signal,
        })) ?? []
      );
    },
    staleTime: 60_000,
  });
