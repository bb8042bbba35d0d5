import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { couponUsageSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const couponUsagesQuery = (campaignId: number, couponId: string) =>
  queryOptions({
    queryKey: adminKeys.couponUsages(campaignId, couponId),
    queryFn: () =>
      consoleRequest(`/api/console/campaigns/${campaignId}/coupons/${couponId}/usages`, {
        schema: z.array(couponUsageSchema),
      }),
  });
