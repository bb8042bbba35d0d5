import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authMessages, type GuestTokens, type Tokens } from '@portal/domain/auth';
import { type SessionUser } from '@portal/domain/users';
import { isApiError } from '../api/client';
import { useAlert } from '../alerts/alertContext';
import { clearAuth, clearEverything, getAuth, setAuth, subscribeAuth } from './tokenStore';
import { fetchUser, postLogout, userQuery as signedUserQuery, userKeys } from './api';
import { SessionContext, type SessionContextValue, type SessionStatus } from './sessionContext';
import { rememberFirstPageImages } from './firstPageImage';

export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useSyncExternalStore(subscribeAuth, getAuth, getAuth);
  const queryClient = useQueryClient();
  const showAlert = useAlert();
  const localId = auth?.localId ?? null;

  const userQuery = useQuery({ ...signedUserQuery(localId), enabled: localId !== null });

  // A failed user fetch clears the session; a 401 already went to /session-expires.
  const failed = userQuery.isError && !userQuery.data;
  const failure = userQuery.error;
  useEffect(() => {
    if (!failed) return;
    // 401: the API client already sent the user to /session-expires, which clears everything
    if (isApiError(failure) && failure.status === 401) return;
    showAlert({ kind: 'error', message: authMessages.userFetchFailed });
    clearAuth();
  }, [failed, failure, showAlert]);

  const signIn = useCallback(
    async (tokens: Tokens | GuestTokens): Promise<SessionUser> => {
      setAuth(tokens);
      try {
        const user = await fetchUser(false);
        queryClient.setQueryData(userKeys.byId(tokens.localId), user);
        return user;
      } catch (error) {
        clearAuth();
        if (isApiError(error) && error.status === 401) throw new Error(authMessages.unauthorized);
        if (isApiError(error) && error.code === 'CAMPAIGN_MISMATCH')
          throw new Error(authMessages.campaignMismatch);
        throw new Error(authMessages.userFetchFailed);
      }
    },
    [queryClient],
  );

  const signInWithUser = useCallback(
    (tokens: Tokens | GuestTokens, user: SessionUser) => {
      queryClient.setQueryData(userKeys.byId(tokens.localId), user);
      setAuth(tokens);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    const refreshToken = getAuth()?.refreshToken;
    if (refreshToken) {
      try {
        await postLogout(refreshToken);
      } catch {
        // the tokens are dropped locally anyway
      }
    }
    clearEverything();
    queryClient.clear();
  }, [queryClient]);

  const refreshUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: userKeys.all });
  }, [queryClient]);

  const user = localId !== null ? (userQuery.data ?? null) : null;
  // the next start-up (app/startEarly.ts) asks for these images before the user request answers
  const layout = user?.campaign.campaignConfigLayout;
  // written from a task of its own: storage writes would lengthen the task that draws the page
  useEffect(() => {
    if (localId === null || !layout) return;
    const timer = setTimeout(() => rememberFirstPageImages(localId, layout), 0);
    return () => clearTimeout(timer);
  }, [localId, layout]);
  let status: SessionStatus = 'anonymous';
  const expired = failed && isApiError(failure) && failure.status === 401;
  // an expired session waits (loading) for /session-expires instead of bouncing to /login
  if (localId !== null) status = user ? 'signed' : failed && !expired ? 'anonymous' : 'loading';

  const value = useMemo<SessionContextValue>(
    () => ({ status, user, signIn, signInWithUser, signOut, refreshUser }),
    [status, user, signIn, signInWithUser, signOut, refreshUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
