import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleShowcaseSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const showcasesQuery = (campaignId: number) =>
  queryOptions({
    queryKey: adminKeys.showcases(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/showcases`, {
        schema: z.array(consoleShowcaseSchema),
      }),
  });
