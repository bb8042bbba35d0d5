import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bookingSubmitResponseSchema,
  type BookingPayment,
  type BookingSubmitResponse,
} from '@portal/domain/bookings';
import {
  paymentSettingsSchema,
  savedCardSchema,
  validateCreditCardResponseSchema,
  type CardInput,
  type SavedCard,
} from '@portal/domain/payments';
import type { Product } from '@portal/domain/products';
import { apiRequest } from '../api/client';
import { refreshSignedUser } from '../session/api';

/** The product whose card check runs (`/api/services/{service}/validate-credit-card`). */
export type CardService = Product;

/** Query keys of the member's payment data. */
export const paymentKeys = {
  savedCards: () => ['payments', 'cards'] as const,
  settings: () => ['payments', 'settings'] as const,
};

/** How this deployment takes payments (sandbox, or Stripe with its publishable key). */
export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: paymentKeys.settings(),
    queryFn: () => apiRequest('/api/payments/settings', { schema: paymentSettingsSchema }),
    staleTime: Infinity,
  });

/** The sandbox's 'Simular pagamento': pays the booking's Pix as a bank app would. */
export const useSimulatePixPayment = () =>
  useMutation({
    mutationFn: (locator: string) =>
      apiRequest(`/api/payments/sandbox/pix/${encodeURIComponent(locator)}/pay`, {
        method: 'POST',
      }),
  });

export function fetchSavedCards(): Promise<SavedCard[]> {
  return apiRequest('/api/payments/cards', { schema: savedCardSchema.array() });
}

/** The member's saved cards; guests and voucher users have none to ask for. */
export const savedCardsQuery = (enabled = true) =>
  queryOptions({
    queryKey: paymentKeys.savedCards(),
    queryFn: fetchSavedCards,
    enabled,
    staleTime: 60_000,
  });

export async function validateCard(service: CardService, card: CardInput): Promise<boolean> {
  const reply = await apiRequest(`/api/services/${service}/validate-credit-card`, {
    method: 'POST',
    body: { data: card },
    schema: validateCreditCardResponseSchema,
  });
  return reply.data.valid;
}

/** The server's check of a typed card: true when the card is valid. */
export const useValidateCard = () =>
  useMutation({
    mutationFn: ({ service, card }: { service: CardService; card: CardInput }) =>
      validateCard(service, card),
  });

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

export const useConfirmTwoFactor = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { locator: string; code: string; payment: BookingPayment | null }) =>
      confirmTwoFactor(input.locator, input.code, input.payment),
    onSettled: () => refreshSignedUser(client),
  });
};

export const useResendTwoFactor = () => useMutation({ mutationFn: resendTwoFactor });
