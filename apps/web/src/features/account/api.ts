import {
  balanceHistorySchema,
  savedCardSchema,
  sessionUserSchema,
  tokensSchema,
  type BalanceHistoryRow,
  type PasswordChange,
  type ProfileUpdate,
  type SavedCard,
  type SessionUser,
  type Tokens,
} from '@portal/domain';
import { apiRequest } from '../../shared/api/client';

export const balanceHistoryQueryKey = ['user', 'balance-history'] as const;

export function fetchBalanceHistory(): Promise<BalanceHistoryRow[]> {
  return apiRequest('/api/user/balance-history', { schema: balanceHistorySchema });
}

/** The same key as the checkout's saved-card list, so a removed card leaves it too. */
export const savedCardsQueryKey = ['payments', 'cards'] as const;

export function fetchSavedCards(): Promise<SavedCard[]> {
  return apiRequest('/api/payments/cards', { schema: savedCardSchema.array() });
}

export function deleteSavedCard(id: string): Promise<void> {
  return apiRequest(`/api/payments/cards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function updateProfile(profile: ProfileUpdate): Promise<SessionUser> {
  return apiRequest('/api/user/profile', {
    method: 'PUT',
    body: profile,
    schema: sessionUserSchema,
  });
}

/** Answers this session's new tokens: every other session's refresh token is revoked. */
export function changePassword(change: PasswordChange): Promise<Tokens> {
  return apiRequest('/api/user/password', {
    method: 'PUT',
    body: change,
    schema: tokensSchema,
  });
}
