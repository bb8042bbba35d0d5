import { z } from 'zod';
import {
  bookingSubmitResponseSchema,
  bookingListItemSchema,
  cancelPreviewSchema,
  cancelResponseSchema,
  sendVoucherResponseSchema,
  type BookingPayment,
  type BookingSubmitResponse,
  type BookingListItem,
  type CancelPreview,
  type CancelResponse,
  type IssueTicketRequest,
  type SendVoucherResponse,
  type TripsTypeFilter,
} from '@portal/domain';
import { apiBlob, apiRequest } from '../../shared/api/client';

/** Bookings list limit of spec 2 §9. */
export const BOOKINGS_LIMIT = 50;

const locatorQuery = (locator: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ locator, ...extra }).toString();

export const bookingsQueryKey = (type: TripsTypeFilter) => ['bookings', 'list', type] as const;
/** Every query of my trips, refreshed after a reprocess or a cancellation. */
export const allBookingsQueryKey = ['bookings'] as const;

/** GET /api/bookings: the member's own bookings, at most 50, optionally of one type. */
export function fetchBookings(type: TripsTypeFilter): Promise<BookingListItem[]> {
  const query = new URLSearchParams({ limit: String(BOOKINGS_LIMIT) });
  if (type !== 'ALL') query.set('type', type);
  return apiRequest(`/api/bookings?${query.toString()}`, {
    schema: z.array(bookingListItemSchema),
  });
}

/** POST /api/booking/issue-ticket?locator=: reprocess, with a card when cash is due. */
export function reprocessBooking(
  locator: string,
  payment: BookingPayment | null,
): Promise<BookingSubmitResponse> {
  const body: IssueTicketRequest = payment ? { payment } : {};
  return apiRequest(`/api/booking/issue-ticket?${locatorQuery(locator)}`, {
    method: 'POST',
    body,
    schema: bookingSubmitResponseSchema,
  });
}

export const cancelPreviewQueryKey = (locator: string) =>
  ['bookings', 'cancel-preview', locator] as const;

export function fetchCancelPreview(locator: string): Promise<CancelPreview> {
  return apiRequest(`/api/booking/cancel-preview?${locatorQuery(locator)}`, {
    schema: cancelPreviewSchema,
  });
}

export function cancelBooking(locator: string): Promise<CancelResponse> {
  return apiRequest(`/api/booking/cancel?${locatorQuery(locator)}`, {
    method: 'POST',
    schema: cancelResponseSchema,
  });
}

export function sendVoucher(locator: string): Promise<SendVoucherResponse> {
  return apiRequest(`/api/booking/send-voucher?${locatorQuery(locator)}`, {
    method: 'POST',
    body: {},
    schema: sendVoucherResponseSchema,
  });
}

export function downloadVoucher(locator: string): Promise<Blob> {
  return apiBlob(`/api/booking/voucher?${locatorQuery(locator)}`);
}
