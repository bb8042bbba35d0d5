import { queryOptions } from '@tanstack/react-query';
import {
  experienceSearchResponseSchema,
  type Experience,
  type ExperienceSearchQuery,
} from '@portal/domain/activities';
import { apiRequest } from '../../../shared/api/client';
import type { ExperienceDraft } from '../../../shared/storage/experienceSearch';

/** GET /api/experience query from the stored search. */
export function experienceSearchQuery(draft: ExperienceDraft): ExperienceSearchQuery | null {
  if (!draft.cidade) return null;
  return {
    cityId: draft.cidade.id,
    startDate: draft.datas.startDate,
    endDate: draft.datas.endDate ?? undefined,
  };
}

export const experienceResultsKeys = {
  search: (query: ExperienceSearchQuery) => ['experience-search', query] as const,
};

/** The experiences of a city and window; 204 (none) is an empty list. */
export const experienceSearch = (query: ExperienceSearchQuery) =>
  queryOptions({
    queryKey: experienceResultsKeys.search(query),
    queryFn: async ({ signal }): Promise<Experience[]> => {
      const params = new URLSearchParams({
        cityId: query.cityId,
        startDate: query.startDate,
        ...(query.endDate ? { endDate: query.endDate } : {}),
      });
      return (
        (await apiRequest(`/api/experience?${params.toString()}`, {
          schema: experienceSearchResponseSchema,
          signal,
        })) ?? []
      );
    },
    retry: false,
    staleTime: 30_000,
  });
