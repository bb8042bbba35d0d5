import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  balanceHistorySchema,
  sessionUserSchema,
  type BalanceHistoryRow,
  type PasswordChange,
  type ProfileUpdate,
  type SessionUser,
} from '@portal/domain/users';
import { tokensSchema, type Tokens } from '@portal/domain/auth';
import { apiRequest } from '../../shared/api/client';
import { paymentKeys } from '../../shared/payment/api';

/** Query keys of the account page's own reads (saved cards are the payment module's). */
export const accountKeys = {
  balanceHistory: () => ['user', 'balance-history'] as const,
};

export function fetchBalanceHistory(): Promise<BalanceHistoryRow[]> {
  return apiRequest('/api/user/balance-history', { schema: balanceHistorySchema });
}

/** The statement: every posting of the member's points. */
export const balanceHistoryQuery = () =>
  queryOptions({ queryKey: accountKeys.balanceHistory(), queryFn: fetchBalanceHistory });

export function deleteSavedCard(id: string): Promise<void> {
  return apiRequest(`/api/payments/cards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes a saved card; the list (also the checkout's) is asked again whatever the answer. */
export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.savedCards() }),
  });
}

export function updateProfile(profile: ProfileUpdate): Promise<SessionUser> {
  return apiRequest('/api/user/profile', {
    method: 'PUT',
    body: profile,
    schema: sessionUserSchema,
  });
}

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });

/** Answers this session's new tokens: every other session's refresh token is revoked. */
export function changePassword(change: PasswordChange): Promise<Tokens> {
  return apiRequest('/api/user/password', {
    method: 'PUT',
    body: change,
    schema: tokensSchema,
  });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
