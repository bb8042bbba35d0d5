import { queryOptions } from '@tanstack/react-query';
import {
  CAR_PAGE_ITEMS,
  carLocationCode,
  carSearchResponseSchema,
  type CarOffer,
  type CarSearchRequest,
} from '@portal/domain/cars';
import { apiRequest } from '../../../shared/api/client';
import type { CarSearchDraft } from '../../../shared/search/drafts';

/** POST /api/car body from the stored search; null while a place or date is missing. */
export function carSearchRequest(draft: CarSearchDraft): CarSearchRequest | null {
  const pickup = draft.cidadeRetirada;
  const dropoff = draft.mesmoLocal ? draft.cidadeRetirada : draft.cidadeDevolucao;
  const dropoffLocation = draft.mesmoLocal ? draft.localRetirada : draft.localDevolucao;
  if (!pickup || !dropoff || !draft.datas.endDate) return null;
  return {
    country: pickup.countryIso,
    pickupAirport: pickup.iata,
    pickupLocationCode: carLocationCode(pickup, draft.localRetirada),
    dropoffAirport: dropoff.iata,
    dropoffLocationCode: carLocationCode(dropoff, dropoffLocation),
    pickupDate: draft.datas.startDate,
    pickupTime: draft.horaRetirada,
    dropoffDate: draft.datas.endDate,
    dropoffTime: draft.horaDevolucao,
    page: 0,
    pageItems: CAR_PAGE_ITEMS,
  };
}

export const carResultsKeys = {
  search: (request: CarSearchRequest | null) => ['car', 'search', request] as const,
};

/** The cars of a search; an empty list for 204 (none). */
export const carSearchQuery = (request: CarSearchRequest | null) =>
  queryOptions({
    queryKey: carResultsKeys.search(request),
    queryFn: async ({ signal }): Promise<CarOffer[]> =>
      request
        ? ((await apiRequest('/api/car', {
            method: 'POST',
            body: request,
            schema: carSearchResponseSchema,
            signal,
          })) ?? [])
        : [],
    enabled: request !== null,
    retry: false,
    staleTime: 60_000,
  });
