import { localKeys } from '../storage/keys';
import { readLocal } from '../storage/storage';

/** What is kept in localStorage under `auth`: guests and voucher users have no refresh token. */
export interface StoredAuth {
  idToken: string;
  refreshToken: string | null;
  localId: string;
  /** epoch ms when the id token expires */
  expiresAt: number;
}

/** Checked by hand: this runs before the first paint, and zod would be on the start-up path. */
function isStoredAuth(value: unknown): value is StoredAuth {
  if (typeof value !== 'object' || value === null) return false;
  const auth = value as Record<string, unknown>;
  return (
    typeof auth.idToken === 'string' &&
    auth.idToken.length > 0 &&
    (typeof auth.refreshToken === 'string' || auth.refreshToken === null) &&
    typeof auth.localId === 'string' &&
    typeof auth.expiresAt === 'number'
  );
}

/** The stored sign-in, or null when there is none or it is not one. */
export function readStoredAuth(): StoredAuth | null {
  const stored = readLocal(localKeys.auth);
  return isStoredAuth(stored) ? stored : null;
}
