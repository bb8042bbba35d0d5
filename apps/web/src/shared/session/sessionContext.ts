import { createContext, useContext } from 'react';
import type { GuestTokens, Tokens } from '@portal/domain/auth';
import type { SessionUser } from '@portal/domain/users';

export type SessionStatus = 'anonymous' | 'loading' | 'signed';

export interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Stores the tokens, fetches the user; on failure clears the tokens and throws the message to show. */
  signIn: (tokens: Tokens | GuestTokens) => Promise<SessionUser>;
  /** For replies that already carry the user (travel voucher). */
  signInWithUser: (tokens: Tokens | GuestTokens, user: SessionUser) => void;
  /** Revokes the refresh token, clears storage and cached server state. */
  signOut: () => Promise<void>;
  refreshUser: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user; only for components rendered behind the sign-in guard. */
export function useSignedUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedUser needs a signed-in user');
  return user;
}
