import { queryOptions } from '@tanstack/react-query';
import { bookingDetailSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export const bookingQuery = (locator: string) =>
  queryOptions({
    queryKey: adminKeys.booking(locator),
    queryFn: () =>
      consoleRequest(`/api/console/bookings/${encodeURIComponent(locator)}`, {
        schema: bookingDetailSchema,
      }),
  });
