import type { GuestTokens, Tokens } from '@portal/domain/auth';
import { localKeys } from '../storage/keys';
import { clearAllStorage, removeLocal, writeLocal } from '../storage/storage';
import { readStoredAuth, type StoredAuth } from './storedAuth';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: StoredAuth | null | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getAuth(): StoredAuth | null {
  if (cached === undefined) {
    cached = readStoredAuth();
  }
  return cached;
}

export function setAuth(tokens: Tokens | GuestTokens): void {
  const next: StoredAuth = {
    idToken: tokens.idToken,
    refreshToken: 'refreshToken' in tokens ? tokens.refreshToken : null,
    localId: tokens.localId,
    expiresAt: Date.now() + tokens.expiresIn * 1000,
  };
  cached = next;
  writeLocal(localKeys.auth, next);
  emit();
}

export function clearAuth(): void {
  cached = null;
  removeLocal(localKeys.auth);
  emit();
}

/** Clears session and local storage (logout, session expired) and tells subscribers. */
export function clearEverything(): void {
  cached = null;
  clearAllStorage();
  emit();
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Test hook: forget the in-memory copy so the next read comes from storage. */
export function resetAuthCache(): void {
  cached = undefined;
  emit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === localKeys.auth || event.key === null) resetAuthCache();
  });
}
