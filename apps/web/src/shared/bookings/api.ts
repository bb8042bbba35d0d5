import { queryOptions, useMutation } from '@tanstack/react-query';
import { bookingViewSchema, type BookingView } from '@portal/domain/bookings';
import { apiBlob, apiRequest } from '../api/client';

/** Query keys of the member's bookings; `all` prefixes every one (lists and single bookings). */
export const bookingKeys = {
  all: ['bookings'] as const,
  detail: (locator: string) => [...bookingKeys.all, 'detail', locator] as const,
};

export function fetchBooking(locator: string): Promise<BookingView> {
  return apiRequest(`/api/bookings/${encodeURIComponent(locator)}`, { schema: bookingViewSchema });
}

/** One booking as the api has it now (the finished page after the card issuer's page). */
export const bookingQuery = (locator: string) =>
  queryOptions({ queryKey: bookingKeys.detail(locator), queryFn: () => fetchBooking(locator) });

/** GET /api/booking/voucher?locator=: the voucher PDF of the caller's own issued booking. */
export function downloadVoucher(locator: string): Promise<Blob> {
  return apiBlob(`/api/booking/voucher?${new URLSearchParams({ locator }).toString()}`);
}

export const useDownloadVoucher = () => useMutation({ mutationFn: downloadVoucher });
