import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loyaltyClientSchema } from '@portal/domain/loyalty';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const loyaltyClientsQuery = (campaignId: number) =>
  queryOptions({
    queryKey: adminKeys.loyaltyClients(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/loyalty-clients`, {
        schema: z.array(loyaltyClientSchema),
      }),
  });
