import { queryOptions } from '@tanstack/react-query';
import type { Showcase, TopDestination } from '@portal/domain/showcases';
import { apiRequest } from '../../shared/api/client';

export const homeKeys = {
  showcases: () => ['showcases'] as const,
  topDestinations: () => ['destinations', 'top'] as const,
};

export function fetchShowcases(): Promise<Showcase[]> {
  return apiRequest<Showcase[]>('/api/showcase', { reply: 'json' });
}

export function fetchTopDestinations(): Promise<TopDestination[]> {
  return apiRequest<TopDestination[]>('/api/destinations/top', { reply: 'json' });
}

/** The campaign's showcase blocks of the home. */
export const showcasesQuery = () =>
  queryOptions({ queryKey: homeKeys.showcases(), queryFn: fetchShowcases, staleTime: 5 * 60_000 });

/** 'Destinos mais procurados' of the last days. */
export const topDestinationsQuery = () =>
  queryOptions({
    queryKey: homeKeys.topDestinations(),
    queryFn: fetchTopDestinations,
    staleTime: 5 * 60_000,
  });
