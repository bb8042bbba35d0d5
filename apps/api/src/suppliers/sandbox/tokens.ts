import { FIXED_SEED, hash32 } from '../../lib/seededRandom';

/** Opaque, tamper-evident tokens (base64url payload + short signature); not secrets. */
export function signToken(payload: Record<string, string | number>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${(hash32(`${body}|${FIXED_SEED}`) >>> 0).toString(36)}`;
}

export function readToken(token: string): Record<string, string | number> | null {
  const [body, sig] = token.split('.');
  if (!body || !sig || (hash32(`${body}|${FIXED_SEED}`) >>> 0).toString(36) !== sig) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (!value || typeof value !== 'object') return null;
    return value as Record<string, string | number>;
  } catch {
    return null;
  }
}
