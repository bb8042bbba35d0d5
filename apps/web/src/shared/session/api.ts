import { campaignSchema, sessionUserSchema, type Campaign, type SessionUser } from '@portal/domain';
import { apiRequest } from '../api/client';

export const userQueryKey = (localId: string | null) => ['user', localId] as const;
export const currentCampaignQueryKey = ['campaign', 'current'] as const;

/** GET /api/user. `sessionRequest: false` during sign-in so a 401 is a refusal, not an expiry. */
export function fetchUser(sessionRequest = true): Promise<SessionUser> {
  return apiRequest('/api/user', { schema: sessionUserSchema, sessionRequest });
}

export function fetchCurrentCampaign(): Promise<Campaign> {
  return apiRequest('/api/campaign/current', { schema: campaignSchema, sessionRequest: false });
}

export function postLogout(refreshToken: string): Promise<void> {
  return apiRequest('/api/auth/logout', { method: 'POST', body: { refreshToken }, sessionRequest: false });
}
