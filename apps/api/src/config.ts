import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { tileOrigins } from '@portal/domain/maps';
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
  /** Source maps stay build artefacts unless SERVE_SOURCE_MAPS=true (a debugging deployment). */
  serveSourceMaps: boolean;
  /** A ViaCEP-compatible service (e.g. https://viacep.com.br/ws); unset uses the embedded CEP-range table. */
  cepApiUrl: string | undefined;
  mapTileUrl: string;
  redisUrl: string | undefined;
  /** Prefix of every Redis key (rate limits, search cache), so servers may share a Redis with others. */
  redisKeyPrefix: string;
  /** false when migrations run once beforehand (the `migrate` command), not in every replica. */
  migrateOnStart: boolean;
  /** On SIGTERM, how long the requests in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** The demo's accounts (public passwords, console TOTP secrets): `npm start` turns them on, nothing else does. */
  seedDemo: boolean;
  /**
   * The developer routes (the mail outbox with reset links and purchase codes): only on the
   * explicit opt-in of `npm start`'s demo and the tests; production refuses them.
   */
  devRoutes: boolean;
  /** NODE_ENV as given; unset tells a deployment that forgot it from one that chose it. */
  nodeEnv: string | undefined;
  /**
   * Loyalty webhooks only to public addresses (not loopback, link-local, private or reserved),
   * checked when a URL is saved and again at each delivery: WEBHOOK_PUBLIC_ONLY, on by default
   * in production and off elsewhere, so local receivers work in development and tests.
   */
  webhookPublicOnly: boolean;
  /** Bearer token of the loyalty programme's operator calls (accruals); unset disables them. */
  operatorToken: string | undefined;
  /** Bearer token of `GET /metrics` on the app's port; unset keeps the metrics off that port. */
  metricsToken: string | undefined;
  /** A port of its own for `GET /metrics` (in a cluster, the primary's, aggregating the workers). */
  metricsPort: number | undefined;
  /**
   * Only behind a known proxy may X-Forwarded-For name the client (per-IP rate limits): true
   * (any), or the proxies' addresses separated by commas (Fastify's `trustProxy`).
   */
  trustProxy: boolean | string;
  paymentMode: PaymentMode;
  /** Stripe's keys and address; set exactly when PAYMENT_MODE=stripe. */
  stripe: StripeSettings | undefined;
  /** A payment whose outcome is still unknown after this long is asked of the gateway. */
  paymentReconcileAfterMs: number;
  /** Deadline of one payment gateway call. */
  paymentGatewayTimeoutMs: number;
  supplierMode: SupplierMode;
  /** Who sells flights: the sandbox, or Duffel with its token and API address. */
  flightSupplier: FlightSupplierSettings;
  /** Identity providers per campaign from OIDC_<id>_ISSUER / _CLIENT_ID / _CLIENT_SECRET / _SCOPE. */
  oidcByCampaign: Map<number, OidcClientSettings>;
  /** A submission still running after this long was interrupted by a crash and is undone. */
  bookingInterruptedAfterMs: number;
  /** Cluster processes of `npm run start:cluster`; unset runs one per CPU. */
  webConcurrency: number | undefined;
  /** How often the recovery job looks for interrupted purchases; unset keeps the job's default. */
  bookingRecoveryIntervalMs: number | undefined;
  /** How often expired point lots are written off; unset keeps the job's default. */
  ledgerExpiryIntervalMs: number | undefined;
  /** Deadline of every supplier call. */
  supplierTimeoutMs: number;
  searchCacheTtlMs: number;
  searchCacheMaxEntries: number;
  logLevel: string;
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** An empty variable counts as unset, as compose files and shells often leave them. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(unsetIfEmpty, z.string().optional());
const textOr = (fallback: string) => z.preprocess(unsetIfEmpty, z.string().default(fallback));
const wholeNumber = (fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(unsetIfEmpty, z.coerce.number().int().min(min).max(max).default(fallback));
const optionalWholeNumber = z.preprocess(
  unsetIfEmpty,
  z.coerce.number().int().positive().optional(),
);
const flag = (fallback: boolean) =>
  z
    .preprocess(unsetIfEmpty, z.enum(['true', 'false']).default(fallback ? 'true' : 'false'))
    .transform((v) => v === 'true');
const optionalUrl = z.preprocess(unsetIfEmpty, z.url().optional());

/** The payment gateways and supplier sets this build ships. */
export const paymentModes = ['sandbox', 'stripe'] as const;
export type PaymentMode = (typeof paymentModes)[number];
export const supplierModes = ['sandbox'] as const;
export type SupplierMode = (typeof supplierModes)[number];

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the Stripe API is reached; unset is Stripe itself (tests point it at a local server). */
  apiUrl: URL | undefined;
}

const stripeKey = (prefixes: string, example: string) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(new RegExp(`^(${prefixes})_[A-Za-z0-9_]+$`), `expected a key like ${example}`)
      .optional(),
  );
/** The suppliers a flight may come from (FLIGHT_SUPPLIER); the other products stay on the sandbox. */
export const flightSuppliers = ['sandbox', 'duffel'] as const;
export type FlightSupplierName = (typeof flightSuppliers)[number];
export type FlightSupplierSettings =
  { name: 'sandbox' } | { name: 'duffel'; accessToken: string; apiUrl: string };
/** Duffel's API, unless DUFFEL_API_URL points elsewhere (the tests' local server). */
export const duffelApiUrl = 'https://api.duffel.com';

/** Names proxy-addr gives to address ranges, beside IPs and CIDR ranges. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP, an IP with a prefix length or netmask (10.0.0.0/8, 10.0.0.0/255.0.0.0), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [ip = '', range, ...rest] = entry.split('/');
  const version = isIP(ip);
  if (version === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: true or false, or the proxies' addresses separated by commas. A hop count is
 * refused: Fastify would trust no proxy with one, silently.
 */
const trustProxy = z
  .preprocess(unsetIfEmpty, z.string().trim().default('false'))
  .transform((value, ctx): boolean | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (value.split(',').every((entry) => isProxyAddress(entry.trim()))) return value;
    ctx.addIssue({
      code: 'custom',
      message:
        'expected true, false, or proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal) separated by commas',
    });
    return z.NEVER;
  });

/** Every environment variable the API reads, checked once at start. */
const envSchema = z.object({
  PORT: wholeNumber(3000, 0, 65_535),
  HOST: textOr('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalText,
  DATA_DIR: textOr('./data'),
  JWT_SECRET: optionalText,
  ACCESS_TOKEN_TTL: wholeNumber(3600),
  REFRESH_TOKEN_TTL: wholeNumber(30 * 24 * 3600),
  SMTP_URL: optionalText,
  MAIL_FROM: textOr('Portal de Viagens <no-reply@portal.test>'),
  DEFAULT_CAMPAIGN_ID: wholeNumber(77),
  NODE_ENV: optionalText,
  WEB_DIST: optionalText,
  SERVE_SOURCE_MAPS: flag(false),
  CEP_API_URL: optionalUrl,
  MAP_TILE_URL: textOr('https://tile.openstreetmap.org/{z}/{x}/{y}.png').refine(
    (template) => tileOrigins(template) !== null,
    'must be an http(s) tile URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png',
  ),
  REDIS_URL: optionalText,
  REDIS_KEY_PREFIX: textOr('portal:'),
  MIGRATE_ON_START: flag(true),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(25_000),
  WEB_CONCURRENCY: optionalWholeNumber,
  SEED_DEMO: flag(false),
  DEV_ROUTES: flag(false),
  OPERATOR_TOKEN: optionalText,
  WEBHOOK_PUBLIC_ONLY: z.preprocess(unsetIfEmpty, z.enum(['true', 'false']).optional()),
  METRICS_TOKEN: optionalText,
  METRICS_PORT: optionalWholeNumber,
  // Read by main.ts and OpenTelemetry's SDK itself; checked here so a bad URL stops the start.
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  TRUST_PROXY: trustProxy,
  PAYMENT_MODE: z.preprocess(unsetIfEmpty, z.enum(paymentModes).default('sandbox')),
  STRIPE_SECRET_KEY: stripeKey('sk_test|sk_live|rk_test|rk_live', 'sk_test_…'),
  STRIPE_PUBLISHABLE_KEY: stripeKey('pk_test|pk_live', 'pk_test_…'),
  STRIPE_WEBHOOK_SECRET: stripeKey('whsec', 'whsec_…'),
  STRIPE_API_URL: optionalUrl,
  PAYMENT_RECONCILE_AFTER_MS: wholeNumber(15 * 60 * 1000),
  PAYMENT_GATEWAY_TIMEOUT_MS: wholeNumber(20_000),
  SUPPLIER_MODE: z.preprocess(unsetIfEmpty, z.enum(supplierModes).default('sandbox')),
  FLIGHT_SUPPLIER: z.preprocess(unsetIfEmpty, z.enum(flightSuppliers).default('sandbox')),
  DUFFEL_ACCESS_TOKEN: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^duffel_(test|live)_\S+$/, 'expected a Duffel token (duffel_test_… or duffel_live_…)')
      .optional(),
  ),
  DUFFEL_API_URL: z.preprocess(unsetIfEmpty, z.url().default(duffelApiUrl)),
  BOOKING_INTERRUPTED_AFTER_MS: wholeNumber(5 * 60 * 1000),
  BOOKING_RECOVERY_INTERVAL_MS: optionalWholeNumber,
  LEDGER_EXPIRY_INTERVAL_MS: optionalWholeNumber,
  SUPPLIER_TIMEOUT_MS: wholeNumber(8_000),
  SEARCH_CACHE_TTL_MS: wholeNumber(120_000),
  SEARCH_CACHE_MAX_ENTRIES: wholeNumber(500),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

/** A variable with a value the API cannot use: the process stops at start rather than run on a guess. */
export class ConfigError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`Invalid configuration: ${issues.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * One campaign's identity provider, from OIDC_<id>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and _SCOPE
 * (the client authenticates with its secret, so both are needed).
 */
const oidcClientSchema = z.object({
  ISSUER: z.preprocess(unsetIfEmpty, z.url()),
  CLIENT_ID: z.preprocess(unsetIfEmpty, z.string()),
  CLIENT_SECRET: z.preprocess(unsetIfEmpty, z.string()),
  SCOPE: textOr('openid email profile'),
});
const oidcVariable = /^OIDC_(\d+)_(ISSUER|CLIENT_ID|CLIENT_SECRET|SCOPE)$/;

/** The OIDC_<id>_* variables by campaign id, for the campaigns where any of them is set. */
function oidcVariablesByCampaign(env: NodeJS.ProcessEnv): Map<number, Record<string, string>> {
  const byCampaign = new Map<number, Record<string, string>>();
  for (const [name, value] of Object.entries(env)) {
    const match = oidcVariable.exec(name);
    if (!match || !value) continue;
    const campaignId = Number(match[1]);
    byCampaign.set(campaignId, { ...byCampaign.get(campaignId), [match[2]!]: value });
  }
  return byCampaign;
}

type EnvVars = z.infer<typeof envSchema>;

/**
 * Stripe mode needs its three keys, of one mode (test or live); a live key moves real money,
 * so it is refused anywhere but NODE_ENV=production, whatever PAYMENT_MODE says.
 */
function stripeIssues(vars: EnvVars, problem: (name: string, message: string) => string): string[] {
  const issues: string[] = [];
  const keys = {
    STRIPE_SECRET_KEY: vars.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: vars.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: vars.STRIPE_WEBHOOK_SECRET,
  };
  const live = (key: string | undefined) => key !== undefined && /^(sk|rk|pk)_live_/.test(key);
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const) {
    if (live(keys[name]) && vars.NODE_ENV !== 'production')
      issues.push(problem(name, 'a live key is refused outside NODE_ENV=production'));
  }
  if (vars.PAYMENT_MODE !== 'stripe') return issues;
  for (const [name, value] of Object.entries(keys)) {
    if (!value) issues.push(problem(name, 'required when PAYMENT_MODE=stripe'));
  }
  if (
    keys.STRIPE_SECRET_KEY &&
    keys.STRIPE_PUBLISHABLE_KEY &&
    live(keys.STRIPE_SECRET_KEY) !== live(keys.STRIPE_PUBLISHABLE_KEY)
  )
    issues.push(
      problem(
        'STRIPE_PUBLISHABLE_KEY',
        'must be of the same mode (test or live) as the secret key',
      ),
    );
  return issues;
}

/**
 * Duffel sells flights with a token; a live token (real tickets, real money) only in production,
 * so a developer's or a test's process can never buy one.
 */
function flightSupplierIssues(vars: EnvVars): Array<[string, string]> {
  const token = vars.DUFFEL_ACCESS_TOKEN;
  const issues: Array<[string, string]> = [];
  if (vars.FLIGHT_SUPPLIER === 'duffel' && !token)
    issues.push(['DUFFEL_ACCESS_TOKEN', 'required when FLIGHT_SUPPLIER=duffel']);
  if (token?.startsWith('duffel_live_') && vars.NODE_ENV !== 'production')
    issues.push([
      'DUFFEL_ACCESS_TOKEN',
      'a live token (duffel_live_…) sells real tickets and is refused outside NODE_ENV=production; use a duffel_test_ token',
    ]);
  return issues;
}

function flightSupplierOf(vars: EnvVars): FlightSupplierSettings {
  if (vars.FLIGHT_SUPPLIER === 'sandbox' || !vars.DUFFEL_ACCESS_TOKEN) return { name: 'sandbox' };
  return { name: 'duffel', accessToken: vars.DUFFEL_ACCESS_TOKEN, apiUrl: vars.DUFFEL_API_URL };
}

/**
 * A purchase takes a few supplier and gateway calls; the recovery must not take one still
 * running for a crashed one, or it undoes a live purchase. Twice both deadlines leaves room.
 */
function interruptedAfterIssues(vars: EnvVars): Array<[string, string]> {
  const minimum = 2 * (vars.SUPPLIER_TIMEOUT_MS + vars.PAYMENT_GATEWAY_TIMEOUT_MS);
  if (vars.BOOKING_INTERRUPTED_AFTER_MS >= minimum) return [];
  return [
    [
      'BOOKING_INTERRUPTED_AFTER_MS',
      `must be at least twice SUPPLIER_TIMEOUT_MS + PAYMENT_GATEWAY_TIMEOUT_MS (${minimum} ms): a shorter wait undoes purchases still running`,
    ],
  ];
}

interface ParsedEnv {
  vars: EnvVars;
  oidcByCampaign: Map<number, OidcClientSettings>;
}

/** Variables whose value an error message never repeats (it goes to logs). */
const secretVariables = new Set(['DUFFEL_ACCESS_TOKEN']);

/** Every variable checked at once: the error names each bad one with the value it had (secrets hidden). */
function parseEnv(env: NodeJS.ProcessEnv): ParsedEnv {
  const problem = (name: string, message: string) =>
    `${name}=${secretVariables.has(name) ? '(hidden)' : JSON.stringify(env[name])}: ${message}`;
  const parsed = envSchema.safeParse(env);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((issue) => problem(issue.path.join('.'), issue.message));
  if (parsed.success) issues.push(...flightSupplierIssues(parsed.data).map((m) => problem(...m)));
  const oidcByCampaign = new Map<number, OidcClientSettings>();
  for (const [campaignId, variables] of oidcVariablesByCampaign(env)) {
    const client = oidcClientSchema.safeParse(variables);
    if (client.success) {
      const { ISSUER, CLIENT_ID, CLIENT_SECRET, SCOPE } = client.data;
      oidcByCampaign.set(campaignId, {
        issuer: ISSUER,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        scope: SCOPE,
      });
    } else {
      for (const issue of client.error.issues)
        issues.push(problem(`OIDC_${campaignId}_${issue.path.join('.')}`, issue.message));
    }
  }
  if (parsed.success && parsed.data.DEV_ROUTES && parsed.data.NODE_ENV === 'production')
    issues.push(
      problem(
        'DEV_ROUTES',
        'the developer routes expose reset links and codes; never in production',
      ),
    );
  if (parsed.success) issues.push(...stripeIssues(parsed.data, problem));
  if (parsed.success) issues.push(...interruptedAfterIssues(parsed.data).map((m) => problem(...m)));
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  return { vars: parsed.data, oidcByCampaign };
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const { vars, oidcByCampaign } = parseEnv(env);
  const dataDir = resolve(vars.DATA_DIR);
  const production = vars.NODE_ENV === 'production';
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    jwtSecret: overrides.jwtSecret ?? vars.JWT_SECRET ?? readOrCreateSecret(dataDir),
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    defaultCampaignId: vars.DEFAULT_CAMPAIGN_ID,
    production,
    webDist: vars.WEB_DIST,
    serveSourceMaps: vars.SERVE_SOURCE_MAPS,
    cepApiUrl: vars.CEP_API_URL,
    mapTileUrl: vars.MAP_TILE_URL,
    redisUrl: vars.REDIS_URL,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    migrateOnStart: vars.MIGRATE_ON_START,
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    webConcurrency: vars.WEB_CONCURRENCY,
    seedDemo: vars.SEED_DEMO,
    devRoutes: vars.DEV_ROUTES,
    nodeEnv: vars.NODE_ENV,
    operatorToken: vars.OPERATOR_TOKEN,
    webhookPublicOnly: vars.WEBHOOK_PUBLIC_ONLY ? vars.WEBHOOK_PUBLIC_ONLY === 'true' : production,
    metricsToken: vars.METRICS_TOKEN,
    metricsPort: vars.METRICS_PORT,
    trustProxy: vars.TRUST_PROXY,
    paymentMode: vars.PAYMENT_MODE,
    stripe:
      vars.PAYMENT_MODE === 'stripe' &&
      vars.STRIPE_SECRET_KEY &&
      vars.STRIPE_PUBLISHABLE_KEY &&
      vars.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
            apiUrl: vars.STRIPE_API_URL ? new URL(vars.STRIPE_API_URL) : undefined,
          }
        : undefined,
    paymentReconcileAfterMs: vars.PAYMENT_RECONCILE_AFTER_MS,
    paymentGatewayTimeoutMs: vars.PAYMENT_GATEWAY_TIMEOUT_MS,
    supplierMode: vars.SUPPLIER_MODE,
    flightSupplier: flightSupplierOf(vars),
    oidcByCampaign,
    bookingInterruptedAfterMs: vars.BOOKING_INTERRUPTED_AFTER_MS,
    bookingRecoveryIntervalMs: vars.BOOKING_RECOVERY_INTERVAL_MS,
    ledgerExpiryIntervalMs: vars.LEDGER_EXPIRY_INTERVAL_MS,
    supplierTimeoutMs: vars.SUPPLIER_TIMEOUT_MS,
    searchCacheTtlMs: vars.SEARCH_CACHE_TTL_MS,
    searchCacheMaxEntries: vars.SEARCH_CACHE_MAX_ENTRIES,
    logLevel: vars.LOG_LEVEL,
    ...overrides,
  };
}

/** Hosts that only this machine reaches. */
const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * What a start with this configuration exposes that a deployment must not: the demo's public
 * passwords and the outbox's reset links. Printed loudly at start; start:cluster refuses to run
 * with them while NODE_ENV is unset (a cluster is a deployment, and one that forgot NODE_ENV).
 */
export function exposureWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.seedDemo)
    warnings.push(
      'SEED_DEMO=true: contas de demonstração com senhas e segredos TOTP públicos estão ativas',
    );
  if (config.devRoutes && !loopbackHosts.has(config.host))
    warnings.push(
      `DEV_ROUTES=true em HOST=${config.host}: a caixa de saída (/api/dev/outbox) com links de redefinição de senha fica acessível na rede`,
    );
  return warnings;
}

/** Why start:cluster will not run this configuration, or undefined when it will. */
export function clusterRefusal(config: Config): string | undefined {
  if (config.nodeEnv !== undefined || (!config.seedDemo && !config.devRoutes)) return undefined;
  return 'start:cluster com dados de demonstração (SEED_DEMO) ou rotas de desenvolvimento (DEV_ROUTES) e sem NODE_ENV: defina NODE_ENV=production e SEED_DEMO=false numa implantação, ou NODE_ENV=development para experimentar a demonstração em cluster.';
}

/** The start of a command: a bad variable ends the process with the message naming it, not a stack trace. */
export function loadConfigOrExit(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  try {
    return loadConfig(env, overrides);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
