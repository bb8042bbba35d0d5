import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { webhookDeliverySchema } from '@portal/domain/loyalty';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const webhooksQuery = (campaignId: number) =>
  queryOptions({
    queryKey: adminKeys.webhooks(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/webhooks?campaignId=${campaignId}&limit=100`, {
        schema: z.array(webhookDeliverySchema),
      }),
  });
