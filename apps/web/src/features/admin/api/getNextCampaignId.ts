import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

/** The number proposed to a new campaign: the one after the highest. */
export const nextCampaignIdQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.campaigns(), 'next-id'] as const,
    queryFn: () =>
      consoleRequest('/api/console/campaigns/next-id', { schema: z.object({ id: z.number() }) }),
  });
