import type { Showcase, TopDestination } from '@portal/domain';
import { apiRequest } from '../../shared/api/client';

export const showcasesQueryKey = ['showcases'] as const;
export const topDestinationsQueryKey = ['destinations', 'top'] as const;

export function fetchShowcases(): Promise<Showcase[]> {
  return apiRequest<Showcase[]>('/api/showcase', { reply: 'json' });
}

export function fetchTopDestinations(): Promise<TopDestination[]> {
  return apiRequest<TopDestination[]>('/api/destinations/top', { reply: 'json' });
}
