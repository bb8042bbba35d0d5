import { queryOptions } from '@tanstack/react-query';
import { entertainmentSearchResponseSchema, type Activity } from '@portal/domain/activities';
import { apiRequest } from '../../../shared/api/client';

export const entertainmentResultsKeys = {
  search: (locationId: string) => ['entertainment-search', locationId] as const,
};

/** POST /api/services/entertainment/search {filter:{route}}: the activities of a place. */
export const entertainmentSearch = (locationId: string) =>
  queryOptions({
    queryKey: entertainmentResultsKeys.search(locationId),
    queryFn: async ({ signal }): Promise<Activity[]> =>
      (await apiRequest('/api/services/entertainment/search', {
        method: 'POST',
        body: { filter: { route: locationId } },
        schema: entertainmentSearchResponseSchema,
        signal,
      })) ?? [],
    retry: false,
    staleTime: 60_000,
  });
