import { queryOptions } from '@tanstack/react-query';
import { cancelPreviewSchema } from '@portal/domain/bookings';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const refundPreviewQuery = (locator: string) =>
  queryOptions({
    queryKey: adminKeys.refundPreview(locator),
    queryFn: () =>
      consoleRequest(`/api/console/bookings/${encodeURIComponent(locator)}/refund-preview`, {
        schema: cancelPreviewSchema,
      }),
  });
