import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingSubmitResponseSchema,
  type BookingRequest,
  type BookingSubmitResponse,
} from '@portal/domain/bookings';
import { cepResponseSchema, type CepResponse } from '@portal/domain/cep';
import {
  couponCheckResponseSchema,
  type CouponCheckRequest,
  type CouponCheckResponse,
} from '@portal/domain/coupons';
import { apiRequest } from '../../shared/api/client';
import { refreshSignedUser } from '../../shared/session/api';

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

/** 'Comprar': one booking attempt. */
export const useSubmitBooking = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BookingRequest; idempotencyKey: string }) =>
      submitBooking(body, idempotencyKey),
    onSettled: () => refreshSignedUser(client),
  });
};

export function lookupZip(cep: string): Promise<CepResponse> {
  return apiRequest(`/api/ws/${encodeURIComponent(cep)}/json`, { schema: cepResponseSchema });
}

/** The address of a postal code (8 digits); a code that finds nothing is not asked again. */
export const zipQuery = (cep: string) =>
  queryOptions({
    queryKey: ['cep', cep] as const,
    queryFn: () => lookupZip(cep),
    staleTime: Infinity,
    retry: false,
  });

/**
 * A coupon's discount on this purchase. Bus and entertainment coupons are checked by their own
 * service (`/api/services/{service}/check-discount`), every other product by the booking's.
 */
export function checkCoupon(body: CouponCheckRequest): Promise<CouponCheckResponse> {
  const service =
    body.type === 'BUS' ? 'bus' : body.type === 'ENTERTAINMENT' ? 'entertainment' : null;
  const { type: _type, category: _category, ...discount } = body;
  return apiRequest(
    service ? `/api/services/${service}/check-discount` : '/api/booking/coupon/check',
    {
      method: 'POST',
      body: service ? discount : body,
      schema: couponCheckResponseSchema,
    },
  );
}

/** 'Aplicar' of the coupon field. */
export const useCheckCoupon = () => useMutation({ mutationFn: checkCoupon });
