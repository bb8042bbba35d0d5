import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleBookingSchema } from '@portal/domain/operators';
import { consoleRequest, queryString } from './client';
import { adminKeys, type BookingFilter } from './keys';

export const bookingsQuery = (filter: BookingFilter) =>
  queryOptions({
    queryKey: adminKeys.bookings(filter),
    queryFn: () =>
      consoleRequest(`/api/console/bookings?${queryString(filter)}`, {
        schema: z.array(consoleBookingSchema),
      }),
  });
