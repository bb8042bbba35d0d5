import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleCouponSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const couponsQuery = (campaignId: number) =>
  queryOptions({
    queryKey: adminKeys.coupons(campaignId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/coupons`, {
        schema: z.array(consoleCouponSchema),
      }),
  });
