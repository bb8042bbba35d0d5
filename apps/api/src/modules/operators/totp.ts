import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Portal de Viagens — Console';
const PERIOD_SECONDS = 30;

const totpOf = (secret: string, label = 'operador') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// URI an authenticator app scans (as a QR code) to learn the secret. */
export const totpUri = (secret: string, label: string): string => totpOf(secret, label).toString();

/** A fresh authenticator secret: base32, 160 bits. */
export const freshTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** A fresh authenticator secret and the URI an authenticator app scans. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = freshTotpSecret();
  return { secret, uri: totpUri(secret, label) };
}

/**
 * The time step a code belongs to, accepting one step of clock drift either way; null when the
 * code is wrong. The caller refuses a step already used, so a code works once.
 */
export function totpStep(secret: string, code: string, now: number = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
