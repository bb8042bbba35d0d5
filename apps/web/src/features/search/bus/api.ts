import { queryOptions } from '@tanstack/react-query';
import {
  AUTOCOMPLETE_MIN_CHARS,
  busStationOptionsSchema,
  type BusStationOption,
} from '@portal/domain/search';
import { apiRequest } from '../../../shared/api/client';

/** Lowercased, accents removed, as the autocomplete sends it. */
export const normaliseBusQuery = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const busSearchKeys = {
  stations: (text: string) => ['bus', 'stations', normaliseBusQuery(text)] as const,
};

/** POST /api/services/bus/auto-complete from 3 typed characters. */
export const busStationsQuery = (text: string) =>
  queryOptions({
    queryKey: busSearchKeys.stations(text),
    queryFn: async ({ signal }): Promise<BusStationOption[]> => {
      const name = normaliseBusQuery(text);
      if (name.length < AUTOCOMPLETE_MIN_CHARS) return [];
      return apiRequest('/api/services/bus/auto-complete', {
        method: 'POST',
        body: { filter: { name } },
        schema: busStationOptionsSchema,
        signal,
      });
    },
    staleTime: 60_000,
  });
