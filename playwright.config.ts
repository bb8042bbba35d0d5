import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
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

export default defineConfig({
  testDir: 'e2e',
  // The Stripe-mode journeys run against their own server (playwright.stripe.config.ts).
  testIgnore: ['stripe/**'],
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
    trace: 'retain-on-failure',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node e2e/support/identityProvider.mjs`,
      url: `http://127.0.0.1:${idpPort}/.well-known/openid-configuration`,
      env: { IDP_PORT: String(idpPort), IDP_REDIRECT_URI: `${baseURL}/auth/callback` },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node ${apiEntry}`,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
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
