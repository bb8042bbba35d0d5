import { z } from 'zod';
import { showcaseSchema, topDestinationSchema, type Showcase, type TopDestination } from '@portal/domain';
import { apiRequest } from '../../shared/api/client';

export const showcasesQueryKey = ['showcases'] as const;
export const topDestinationsQueryKey = ['destinations', 'top'] as const;

export function fetchShowcases(): Promise<Showcase[]> {
  return apiRequest('/api/showcase', { schema: z.array(showcaseSchema) });
}

export function fetchTopDestinations(): Promise<TopDestination[]> {
  return apiRequest('/api/destinations/top', { schema: z.array(topDestinationSchema) });
}
