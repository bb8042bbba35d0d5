import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  bookingSubmitResponseSchema,
  bookingViewSchema,
  savedCardSchema,
  validateCreditCardResponseSchema,
  cepResponseSchema,
  couponCheckResponseSchema,
  type BookingCategory,
  type BookingPayment,
  type BookingRequest,
  type BookingSubmitResponse,
  type BookingView,
  type CardInput,
  type SavedCard,
  type CepResponse,
  type CouponCheckRequest,
  type CouponCheckResponse,
} from '@portal/domain';
import { apiRequest } from '../../shared/api/client';

export type CheckoutService = BookingCategory;

/** Query keys of the checkout's reads. */
export const checkoutKeys = {
  savedCards: () => ['payments', 'cards'] as const,
};

/** POST /api/booking with the attempt's Idempotency-Key (the same key on a retry of the same attempt). */
export function submitBooking(
  body: BookingRequest,
  idempotencyKey: string,
): Promise<BookingSubmitResponse> {
  return apiRequest('/api/booking', {
    method: 'POST',
    body,
    schema: bookingSubmitResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Two-factor confirmation of a new purchase or a reprocess. */
export function confirmTwoFactor(
  locator: string,
  code: string,
  payment: BookingPayment | null,
): Promise<BookingSubmitResponse> {
  const query = new URLSearchParams({ locator, token2fa: code });
  return apiRequest(`/api/booking/issue-ticket?${query.toString()}`, {
    method: 'POST',
    body: payment ?? {},
    schema: bookingSubmitResponseSchema,
  });
}

export function resendTwoFactor(locator: string): Promise<void> {
  return apiRequest(`/api/booking/auth2fa/resend?${new URLSearchParams({ locator }).toString()}`, {
    method: 'POST',
  });
}

export function fetchBooking(locator: string): Promise<BookingView> {
  return apiRequest(`/api/bookings/${encodeURIComponent(locator)}`, { schema: bookingViewSchema });
}

export async function validateCard(service: CheckoutService, card: CardInput): Promise<boolean> {
  const reply = await apiRequest(`/api/services/${service}/validate-credit-card`, {
    method: 'POST',
    body: { data: card },
    schema: validateCreditCardResponseSchema,
  });
  return reply.data.valid;
}

export function fetchSavedCards(): Promise<SavedCard[]> {
  return apiRequest('/api/payments/cards', { schema: z.array(savedCardSchema) });
}

/** The member's saved cards; guests and voucher users have none to ask for. */
export const savedCardsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: checkoutKeys.savedCards(),
    queryFn: fetchSavedCards,
    enabled,
    staleTime: 60_000,
  });

/** 'Comprar': one booking attempt. */
export const useSubmitBooking = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BookingRequest; idempotencyKey: string }) =>
      submitBooking(body, idempotencyKey),
  });

export const useConfirmTwoFactor = () =>
  useMutation({
    mutationFn: (input: { locator: string; code: string; payment: BookingPayment | null }) =>
      confirmTwoFactor(input.locator, input.code, input.payment),
  });

export const useResendTwoFactor = () => useMutation({ mutationFn: resendTwoFactor });

export function lookupZip(cep: string): Promise<CepResponse> {
  return apiRequest(`/api/ws/${encodeURIComponent(cep)}/json`, { schema: cepResponseSchema });
}

export function checkCoupon(body: CouponCheckRequest): Promise<CouponCheckResponse> {
  return apiRequest('/api/booking/coupon/check', {
    method: 'POST',
    body,
    schema: couponCheckResponseSchema,
  });
}
