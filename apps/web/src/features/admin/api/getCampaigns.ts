import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleCampaignSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const campaignsQuery = () =>
  queryOptions({
    queryKey: adminKeys.campaigns(),
    queryFn: () =>
      consoleRequest('/api/console/campaigns', { schema: z.array(consoleCampaignSchema) }),
  });
