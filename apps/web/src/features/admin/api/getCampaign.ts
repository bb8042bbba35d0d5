import { queryOptions } from '@tanstack/react-query';
import { consoleCampaignSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.campaign(id),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${id}`, { schema: consoleCampaignSchema }),
  });
