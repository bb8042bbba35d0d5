import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { unavailabilityOfCode, type Campaign } from '@portal/domain/campaigns';
import { type SessionUser } from '@portal/domain/users';
import { apiRequest, isApiError } from '../api/client';

/** Every cached signed user; one entry per session id. */
export const userKeys = {
  all: ['user'] as const,
  byId: (localId: string | null) => [...userKeys.all, localId] as const,
};
/**
 * Asks for the signed user again: its balance is the header's, so every mutation that moves
 * points (a purchase, a two-factor confirmation, a reprocess, a cancellation) settles with it.
 */
export const refreshSignedUser = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: userKeys.all });

export const currentCampaignQueryKey = ['campaign', 'current'] as const;

/** GET /api/user. `sessionRequest: false` during sign-in so a 401 is a refusal, not an expiry. */
export function fetchUser(sessionRequest = true): Promise<SessionUser> {
  return apiRequest<SessionUser>('/api/user', { reply: 'json', sessionRequest });
}

/** The signed user's query: the session reads it, and the app asks for it at start-up. */
export const userQuery = (localId: string | null) =>
  queryOptions({
    queryKey: userKeys.byId(localId),
    queryFn: () => fetchUser(true),
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

export function fetchCurrentCampaign(): Promise<Campaign> {
  return apiRequest<Campaign>('/api/campaign/current', { reply: 'json', sessionRequest: false });
}

/** The host's campaign, which brands the pages before sign-in. */
export const currentCampaignQuery = queryOptions({
  queryKey: currentCampaignQueryKey,
  queryFn: fetchCurrentCampaign,
  staleTime: 5 * 60_000,
  // a campaign closed or not open yet is an answer, not a failure to retry
  retry: (failures, error) =>
    failures < 1 && !(isApiError(error) && unavailabilityOfCode(error.code)),
});

export function postLogout(refreshToken: string): Promise<void> {
  return apiRequest('/api/auth/logout', {
    method: 'POST',
    body: { refreshToken },
    sessionRequest: false,
  });
}
