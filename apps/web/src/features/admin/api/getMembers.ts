import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleMemberSchema } from '@portal/domain/operators';
import { consoleRequest, queryString } from './client';
import { adminKeys } from './keys';

export const membersQuery = (filter: { campaignId?: number; q?: string }) =>
  queryOptions({
    queryKey: adminKeys.members(filter),
    queryFn: () =>
      consoleRequest(`/api/console/members?${queryString(filter)}`, {
        schema: z.array(consoleMemberSchema),
      }),
  });
