import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { OidcClientSettings } from './modules/campaigns/settings';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  defaultCampaignId: number;
  production: boolean;
  webDist: string | undefined;
  /** A ViaCEP-compatible service (e.g. https://viacep.com.br/ws); unset uses the embedded CEP-range table. */
  cepApiUrl: string | undefined;
  mapTileUrl: string;
  redisUrl: string | undefined;
  seedDemo: boolean;
  /** Bearer token of the loyalty programme's operator calls (accruals); unset disables them. */
  operatorToken: string | undefined;
  /** Only behind a known proxy may X-Forwarded-For name the client (per-IP rate limits). */
  trustProxy: boolean | string;
  paymentMode: string;
  supplierMode: string;
  /** Identity providers per campaign from OIDC_<id>_ISSUER / _CLIENT_ID / _CLIENT_SECRET / _SCOPE. */
  oidcByCampaign: Map<number, OidcClientSettings>;
  /** A submission still running after this long was interrupted by a crash and is undone. */
  bookingInterruptedAfterMs: number;
  /** Test hook, never in production: the process kills itself between card and points (crash-recovery test). */
  crashAfterPaymentForTests: boolean;
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    jwtSecret: overrides.jwtSecret ?? env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 3600),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portal de Viagens <no-reply@portal.test>',
    defaultCampaignId: Number(env.DEFAULT_CAMPAIGN_ID ?? 77),
    production: env.NODE_ENV === 'production',
    webDist: env.WEB_DIST,
    cepApiUrl: env.CEP_API_URL || undefined,
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    redisUrl: env.REDIS_URL || undefined,
    seedDemo: env.SEED_DEMO !== 'false',
    operatorToken: env.OPERATOR_TOKEN || undefined,
    trustProxy: env.TRUST_PROXY === 'true' ? true : (env.TRUST_PROXY || false),
    paymentMode: env.PAYMENT_MODE ?? 'sandbox',
    supplierMode: env.SUPPLIER_MODE ?? 'sandbox',
    oidcByCampaign: oidcFromEnv(env),
    bookingInterruptedAfterMs: Number(env.BOOKING_INTERRUPTED_AFTER_MS ?? 5 * 60 * 1000),
    crashAfterPaymentForTests: env.NODE_ENV !== 'production' && env.TEST_CRASH_AFTER_PAYMENT === '1',
    ...overrides,
  };
}

function oidcFromEnv(env: NodeJS.ProcessEnv): Map<number, OidcClientSettings> {
  const settings = new Map<number, OidcClientSettings>();
  for (const [name, issuer] of Object.entries(env)) {
    const match = /^OIDC_(\d+)_ISSUER$/.exec(name);
    if (!match || !issuer) continue;
    const prefix = `OIDC_${match[1]}_`;
    settings.set(Number(match[1]), {
      issuer,
      clientId: env[`${prefix}CLIENT_ID`] ?? '',
      clientSecret: env[`${prefix}CLIENT_SECRET`] ?? '',
      scope: env[`${prefix}SCOPE`] ?? 'openid email profile',
    });
  }
  return settings;
}
