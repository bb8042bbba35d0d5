import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type Project } from '@playwright/test';
import { apiLogOf } from './e2e/support/cardLeaks';
import { e2eOperatorToken } from './e2e/support/points';

const port = Number(process.env.E2E_PORT ?? 3210);
const idpPort = Number(process.env.E2E_IDP_PORT ?? 3299);
const baseURL = `http://localhost:${port}`;
// Kept in the environment so the journeys (worker processes) find it too: they grep it for card data.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// A private build (api bundle and web dist) lets several journeys run side by side while the
// default build is rebuilt.
const apiEntry = process.env.E2E_API_ENTRY ?? 'apps/api/dist/main.js';
const webDistPath = process.env.E2E_WEB_DIST;
const webDist: Record<string, string> = webDistPath ? { WEB_DIST: webDistPath } : {};

/**
 * The journeys, then (as their teardown, whichever of them ran) the check that the server whose
 * data directory is `dataDir` and whose log is `apiLog` kept no card number or security code.
 */
export const journeysThenCardDataCheck = (dataDir: string, apiLog: string): Project[] => [
  {
    name: 'chromium',
    use: { ...devices['Desktop Chrome'], channel: undefined },
    teardown: 'no card data',
  },
  {
    name: 'no card data',
    testDir: 'e2e/leaks',
    testMatch: /\.teardown\.ts$/,
    testIgnore: [],
    metadata: { dataDir, apiLog },
  },
];

/**
 * The API as the journeys run it: its log, at the level production runs at, goes to `apiLog`
 * for the card data check; its errors still reach the runner.
 */
export const apiCommand = (apiLog: string) => `node ${apiEntry} > "${apiLog}"`;

/**
 * The API of a configuration that runs its journeys against a server of its own (Stripe mode,
 * Duffel): the demo on `dataDir`, on `port`, with `env` on top.
 */
export const ownApiServer = (port: number, dataDir: string, env: Record<string, string>) => ({
  command: apiCommand(apiLogOf(dataDir)),
  url: `http://localhost:${port}/api/health`,
  env: {
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'true',
    DEV_ROUTES: 'true',
    HOST: '127.0.0.1',
    ...webDist,
    ...env,
  },
  reuseExistingServer: false,
  timeout: 120_000,
});

export default defineConfig({
  testDir: 'e2e',
  // The Stripe-mode and Duffel journeys run against their own servers
  // (playwright.stripe.config.ts, playwright.duffel.config.ts).
  testIgnore: ['stripe/**', 'duffel/**'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace costs a journey about a third of its time, so only a retried journey records
    // one (CI retries once); `--trace on` records them all when debugging.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: journeysThenCardDataCheck(dataDir, apiLogOf(dataDir)),
  webServer: [
    {
      command: `node e2e/support/identityProvider.mjs`,
      url: `http://127.0.0.1:${idpPort}/.well-known/openid-configuration`,
      env: { IDP_PORT: String(idpPort), IDP_REDIRECT_URI: `${baseURL}/auth/callback` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: apiCommand(apiLogOf(dataDir)),
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // The demo as `npm start` runs it: the journeys sign in as its members and read the outbox.
        SEED_DEMO: 'true',
        DEV_ROUTES: 'true',
        ACCESS_TOKEN_TTL: '3600',
        OPERATOR_TOKEN: e2eOperatorToken,
        OIDC_77_ISSUER: `http://127.0.0.1:${idpPort}`,
        OIDC_77_CLIENT_ID: 'portal-77',
        OIDC_77_CLIENT_SECRET: 'portal-77-secret',
        ...webDist,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
