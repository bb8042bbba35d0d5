import { defineConfig } from '@playwright/test';
import { apiLogOf } from './e2e/support/cardLeaks';
import base, { journeysThenCardDataCheck, ownApiServer } from './playwright.config';

/**
 * The journeys of PAYMENT_MODE=stripe: the api runs with Stripe's keys against a local stand-in
 * of the Stripe API (apps/api/test/helpers/stripeStandIn.ts), and each journey serves the
 * browser a stand-in of Stripe.js (e2e/support/stripeJsStandIn.ts).
 */
const port = Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1);
const standInPort = Number(process.env.E2E_STRIPE_API_PORT ?? port + 1);
const baseURL = `http://localhost:${port}`;
const dataDir = `${process.env.E2E_DATA_DIR}-stripe`;

export default defineConfig({
  ...base,
  testDir: 'e2e/stripe',
  testIgnore: [],
  use: { ...base.use, baseURL },
  projects: journeysThenCardDataCheck(dataDir, apiLogOf(dataDir)),
  webServer: [
    {
      command: 'npx tsx apps/api/test/helpers/stripeStandInServer.ts',
      url: `http://127.0.0.1:${standInPort}/v1/payment_methods/pm_card_visa`,
      env: { STRIPE_STAND_IN_PORT: String(standInPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ownApiServer(port, dataDir, {
      PAYMENT_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_journey',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_journey',
      STRIPE_WEBHOOK_SECRET: 'whsec_journey',
      STRIPE_API_URL: `http://127.0.0.1:${standInPort}`,
    }),
  ],
});
