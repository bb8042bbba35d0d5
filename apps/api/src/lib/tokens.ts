import { createHash, randomBytes } from 'node:crypto';

/** Opaque one-time secrets (refresh tokens, reset links) are stored only as their hash. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
