import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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
} from '@portal/domain/bookings';
import { apiRequest } from '../../shared/api/client';
import { refreshSignedUser } from '../../shared/session/api';

/** Bookings list limit. */
export const BOOKINGS_LIMIT = 50;

const locatorQuery = (locator: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ locator, ...extra }).toString();

/** Query keys of my trips; `all` prefixes every one, refreshed after a reprocess or a cancellation. */
export const tripsKeys = {
  all: ['bookings'] as const,
  list: (type: TripsTypeFilter) => [...tripsKeys.all, 'list', type] as const,
  cancelPreview: (locator: string) => [...tripsKeys.all, 'cancel-preview', locator] as const,
};

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

/** The member's bookings of one type, each saying whether a cancel now would be accepted. */
export const bookingsQuery = (type: TripsTypeFilter) =>
  queryOptions({ queryKey: tripsKeys.list(type), queryFn: () => fetchBookings(type) });

/** What cancelling now would give back, asked afresh each time the dialog opens. */
export const cancelPreviewQuery = (locator: string) =>
  queryOptions({
    queryKey: tripsKeys.cancelPreview(locator),
    queryFn: () => fetchCancelPreview(locator),
    staleTime: 0,
  });

export const useCancelBooking = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, onSettled: () => refreshSignedUser(client) });
};

export const useSendVoucher = () => useMutation({ mutationFn: sendVoucher });

export const useReprocessBooking = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ locator, payment }: { locator: string; payment: BookingPayment | null }) =>
      reprocessBooking(locator, payment),
    onSettled: () => refreshSignedUser(client),
  });
};
