import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingDetailSchema,
  type CancellationResolution,
  type ConsoleRefund,
} from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export type BookingAction =
  | { action: 'retry-cancellation' }
  | { action: 'refund'; body: ConsoleRefund }
  | { action: 'resolve-cancellation'; body: CancellationResolution };

export function useBookingAction(locator: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingAction) =>
      consoleRequest(`/api/console/bookings/${encodeURIComponent(locator)}/${request.action}`, {
        method: 'POST',
        body: 'body' in request ? request.body : undefined,
        schema: bookingDetailSchema,
      }),
    onSuccess: (detail) => {
      client.setQueryData(adminKeys.booking(locator), detail);
      return client.invalidateQueries({ queryKey: adminKeys.refundPreview(locator) });
    },
  });
}
