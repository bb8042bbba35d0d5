import { queryOptions } from '@tanstack/react-query';
import {
  busSearchResponseSchema,
  type BusSearchRequest,
  type BusSearchResponse,
} from '@portal/domain/buses';
import { apiRequest } from '../../../shared/api/client';
import type { BusSearchDraft } from '../../../shared/search/drafts';

/** POST /api/services/bus/search body from the stored search; null while a station is missing. */
export function busSearchRequest(draft: BusSearchDraft): BusSearchRequest | null {
  if (!draft.origem || !draft.destino) return null;
  return {
    filter: {
      start: draft.datas.startDate,
      end: draft.idavolta ? draft.datas.endDate : null,
      origin: draft.origem.id,
      destination: draft.destino.id,
      occupancy: draft.passageiros,
      nationality: draft.nacionalidade,
    },
  };
}

export const busResultsKeys = {
  search: (request: BusSearchRequest | null) => ['bus', 'search', request] as const,
};

/** The departures of a search; no legs for 204 (none). */
export const busSearchQuery = (request: BusSearchRequest | null) =>
  queryOptions({
    queryKey: busResultsKeys.search(request),
    queryFn: async ({ signal }): Promise<BusSearchResponse['routes']> =>
      request
        ? ((
            await apiRequest('/api/services/bus/search', {
              method: 'POST',
              body: request,
              schema: busSearchResponseSchema,
              signal,
            })
          )?.routes ?? [])
        : [],
    enabled: request !== null,
    retry: false,
    staleTime: 60_000,
  });
