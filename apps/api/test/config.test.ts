import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'secret' };

function failure(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration from the environment', () => {
  it('keeps the documented defaults when nothing is set', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 2_592_000,
      defaultCampaignId: 77,
      serveSourceMaps: false,
      redisKeyPrefix: 'portal:',
      migrateOnStart: true,
      shutdownTimeoutMs: 25_000,
      webConcurrency: undefined,
      seedDemo: false,
      devRoutes: false,
      trustProxy: false,
      paymentMode: 'sandbox',
      supplierMode: 'sandbox',
      flightSupplier: { name: 'sandbox' },
      bookingInterruptedAfterMs: 300_000,
      bookingRecoveryIntervalMs: undefined,
      ledgerExpiryIntervalMs: undefined,
      supplierTimeoutMs: 8000,
      searchCacheTtlMs: 120_000,
      searchCacheMaxEntries: 500,
      logLevel: 'info',
    });
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      DATABASE_URL: 'postgres://db/portal',
      SERVE_SOURCE_MAPS: 'true',
      MIGRATE_ON_START: 'false',
      SEED_DEMO: 'true',
      DEV_ROUTES: 'true',
      WEB_CONCURRENCY: '3',
      SHUTDOWN_TIMEOUT_MS: '1000',
      LEDGER_EXPIRY_INTERVAL_MS: '60000',
      BOOKING_RECOVERY_INTERVAL_MS: '1000',
      SUPPLIER_TIMEOUT_MS: '300',
      SEARCH_CACHE_TTL_MS: '5000',
      SEARCH_CACHE_MAX_ENTRIES: '10',
      TRUST_PROXY: '10.0.0.1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      databaseUrl: 'postgres://db/portal',
      serveSourceMaps: true,
      migrateOnStart: false,
      seedDemo: true,
      devRoutes: true,
      webConcurrency: 3,
      shutdownTimeoutMs: 1000,
      ledgerExpiryIntervalMs: 60_000,
      bookingRecoveryIntervalMs: 1000,
      supplierTimeoutMs: 300,
      searchCacheTtlMs: 5000,
      searchCacheMaxEntries: 10,
      trustProxy: '10.0.0.1',
      logLevel: 'warn',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ ...base, PORT: '', DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it('refuses a BOOKING_INTERRUPTED_AFTER_MS shorter than twice the supplier and gateway deadlines', () => {
    const error = failure({ BOOKING_INTERRUPTED_AFTER_MS: '55999' });
    expect(error.message).toContain(
      'BOOKING_INTERRUPTED_AFTER_MS="55999": must be at least twice SUPPLIER_TIMEOUT_MS + PAYMENT_GATEWAY_TIMEOUT_MS (56000 ms)',
    );
    expect(
      failure({
        SUPPLIER_TIMEOUT_MS: '1000',
        PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
        BOOKING_INTERRUPTED_AFTER_MS: '3999',
      }).message,
    ).toContain('(4000 ms)');
    expect(
      loadConfig({
        ...base,
        SUPPLIER_TIMEOUT_MS: '1000',
        PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
        BOOKING_INTERRUPTED_AFTER_MS: '4000',
      }).bookingInterruptedAfterMs,
    ).toBe(4000);
  });

  it('reads TRUST_PROXY=true and =false as the switch, not as an address', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['ACCESS_TOKEN_TTL', 'NaN'],
    ['SHUTDOWN_TIMEOUT_MS', '-5'],
    ['WEB_CONCURRENCY', '1.5'],
    ['LEDGER_EXPIRY_INTERVAL_MS', 'hourly'],
    ['SUPPLIER_TIMEOUT_MS', '0'],
    ['SEARCH_CACHE_MAX_ENTRIES', 'many'],
    ['MIGRATE_ON_START', 'no'],
    ['SERVE_SOURCE_MAPS', 'yes'],
    ['PUBLIC_URL', 'portal.example'],
    ['LOG_LEVEL', 'loud'],
    ['PAYMENT_MODE', 'paypal'],
    ['STRIPE_SECRET_KEY', 'pk_test_abc'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['PAYMENT_RECONCILE_AFTER_MS', 'soon'],
    ['SUPPLIER_MODE', 'amadeus'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '2'],
    ['TRUST_PROXY', '10.0.0.0/40'],
  ])('refuses %s=%s at start, naming the variable', (name, value) => {
    const error = failure({ [name]: value });
    expect(error.message).toContain(`${name}=${JSON.stringify(value)}`);
  });

  describe('Stripe', () => {
    const keys = {
      PAYMENT_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };

    it('reads its keys and the API address of the tests in PAYMENT_MODE=stripe', () => {
      const config = loadConfig({ ...base, ...keys, STRIPE_API_URL: 'http://127.0.0.1:4650' });
      expect(config.paymentMode).toBe('stripe');
      expect(config.stripe).toEqual({
        secretKey: 'sk_test_abc123',
        publishableKey: 'pk_test_abc123',
        webhookSecret: 'whsec_abc123',
        apiUrl: new URL('http://127.0.0.1:4650'),
      });
      expect(loadConfig(base).stripe).toBeUndefined();
    });

    it.each(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'])(
      'refuses PAYMENT_MODE=stripe without %s',
      (name) => {
        const error = failure({ ...keys, [name]: '' });
        expect(error.message).toContain(`${name}=`);
        expect(error.message).toContain('required when PAYMENT_MODE=stripe');
      },
    );

    it('refuses a live key outside NODE_ENV=production, in any mode, and takes it in production', () => {
      const live = {
        ...keys,
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      };
      expect(failure(live).message).toContain(
        'STRIPE_SECRET_KEY="sk_live_abc": a live key is refused outside NODE_ENV=production',
      );
      expect(failure({ STRIPE_SECRET_KEY: 'sk_live_abc' }).message).toContain('STRIPE_SECRET_KEY');
      expect(loadConfig({ ...base, ...live, NODE_ENV: 'production' }).stripe?.secretKey).toBe(
        'sk_live_abc',
      );
    });

    it('refuses a test publishable key beside a live secret key', () => {
      const error = failure({ ...keys, NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc' });
      expect(error.message).toContain('STRIPE_PUBLISHABLE_KEY');
    });
  });

  it('reads TRUST_PROXY addresses, CIDR ranges and named ranges as Fastify takes them', () => {
    const proxies = '10.0.0.0/8, 192.168.1.1, loopback, fd00::/8';
    expect(loadConfig({ ...base, TRUST_PROXY: proxies }).trustProxy).toBe(proxies);
  });

  it("reads each campaign's identity provider from its OIDC_<id>_* variables", () => {
    const config = loadConfig({
      ...base,
      OIDC_83_ISSUER: 'https://idp.example/realm',
      OIDC_83_CLIENT_ID: 'portal',
      OIDC_83_CLIENT_SECRET: 's3cret',
      OIDC_90_ISSUER: 'https://other.example',
      OIDC_90_CLIENT_ID: 'portal-90',
      OIDC_90_CLIENT_SECRET: 'other',
      OIDC_90_SCOPE: 'openid email',
      OIDC_91_CLIENT_ID: '',
    });
    expect([...config.oidcByCampaign]).toEqual([
      [
        83,
        {
          issuer: 'https://idp.example/realm',
          clientId: 'portal',
          clientSecret: 's3cret',
          scope: 'openid email profile',
        },
      ],
      [
        90,
        {
          issuer: 'https://other.example',
          clientId: 'portal-90',
          clientSecret: 'other',
          scope: 'openid email',
        },
      ],
    ]);
  });

  it('refuses an identity provider without a URL issuer, a client id or a secret, naming each variable', () => {
    const error = failure({ OIDC_83_ISSUER: 'idp.example', OIDC_83_CLIENT_ID: 'portal' });
    expect(error.issues).toHaveLength(2);
    expect(error.message).toContain('OIDC_83_ISSUER="idp.example"');
    expect(error.message).toContain('OIDC_83_CLIENT_SECRET=undefined');
  });

  it('names every bad variable at once', () => {
    const error = failure({ PORT: 'abc', SUPPLIER_TIMEOUT_MS: 'soon' });
    expect(error.issues).toHaveLength(2);
    expect(error.message).toMatch(/PORT="abc".*SUPPLIER_TIMEOUT_MS="soon"/);
  });

  describe('the flight supplier', () => {
    const testToken = 'duffel_test_abc123';

    it('sells Duffel flights with a test token, at Duffel unless DUFFEL_API_URL says otherwise', () => {
      expect(
        loadConfig({ ...base, FLIGHT_SUPPLIER: 'duffel', DUFFEL_ACCESS_TOKEN: testToken })
          .flightSupplier,
      ).toEqual({ name: 'duffel', accessToken: testToken, apiUrl: 'https://api.duffel.com' });
      expect(
        loadConfig({
          ...base,
          FLIGHT_SUPPLIER: 'duffel',
          DUFFEL_ACCESS_TOKEN: testToken,
          DUFFEL_API_URL: 'http://127.0.0.1:4550',
        }).flightSupplier,
      ).toMatchObject({ name: 'duffel', apiUrl: 'http://127.0.0.1:4550' });
    });

    it('stays on the sandbox when FLIGHT_SUPPLIER is unset, even with a token', () => {
      expect(loadConfig({ ...base, DUFFEL_ACCESS_TOKEN: testToken }).flightSupplier).toEqual({
        name: 'sandbox',
      });
    });

    it('refuses Duffel without a token, and an unknown supplier', () => {
      expect(failure({ FLIGHT_SUPPLIER: 'duffel' }).message).toContain(
        'DUFFEL_ACCESS_TOKEN=(hidden): required when FLIGHT_SUPPLIER=duffel',
      );
      expect(failure({ FLIGHT_SUPPLIER: 'amadeus' }).message).toContain(
        'FLIGHT_SUPPLIER="amadeus"',
      );
    });

    it('refuses a live token outside production, without repeating it', () => {
      const error = failure({
        FLIGHT_SUPPLIER: 'duffel',
        DUFFEL_ACCESS_TOKEN: 'duffel_live_secret',
        NODE_ENV: 'development',
      });
      expect(error.message).toContain('refused outside NODE_ENV=production');
      expect(error.message).not.toContain('duffel_live_secret');
      expect(
        loadConfig({
          ...base,
          FLIGHT_SUPPLIER: 'duffel',
          DUFFEL_ACCESS_TOKEN: 'duffel_live_secret',
          NODE_ENV: 'production',
        }).flightSupplier,
      ).toMatchObject({ name: 'duffel', accessToken: 'duffel_live_secret' });
    });

    it('refuses a token that is not a Duffel one, without repeating it', () => {
      const error = failure({ FLIGHT_SUPPLIER: 'duffel', DUFFEL_ACCESS_TOKEN: 'sk_test_123' });
      expect(error.message).toContain('DUFFEL_ACCESS_TOKEN=(hidden)');
      expect(error.message).not.toContain('sk_test_123');
    });
  });
});
