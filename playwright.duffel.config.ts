import { defineConfig } from '@playwright/test';
import { apiLogOf } from './e2e/support/cardLeaks';
import { e2eOperatorToken } from './e2e/support/points';
import base, { journeysThenCardDataCheck, ownApiServer } from './playwright.config';

/**
 * The journey of FLIGHT_SUPPLIER=duffel: the api sells flights through the Duffel adapter against
 * a local stand-in of the Duffel API (apps/api/test/helpers/duffelStandIn.ts, the contract
 * tests' own); payments and the other products stay on the sandbox.
 */
const port = Number(process.env.E2E_DUFFEL_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 4);
const standInPort = Number(process.env.E2E_DUFFEL_API_PORT ?? port + 1);
const baseURL = `http://localhost:${port}`;
const dataDir = `${process.env.E2E_DATA_DIR}-duffel`;
// Kept in the environment so the journey (a worker process) can ask the stand-in what it sold.
process.env.E2E_DUFFEL_API_URL = `http://127.0.0.1:${standInPort}`;
const standInUrl = process.env.E2E_DUFFEL_API_URL;

export default defineConfig({
  ...base,
  testDir: 'e2e/duffel',
  testIgnore: [],
  use: { ...base.use, baseURL },
  projects: journeysThenCardDataCheck(dataDir, apiLogOf(dataDir)),
  webServer: [
    {
      command: 'npx tsx apps/api/test/helpers/duffelStandInServer.ts',
      url: `${standInUrl}/air/orders`,
      env: { DUFFEL_STAND_IN_PORT: String(standInPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ownApiServer(port, dataDir, {
      // The journey tops the member up through the operator accruals API.
      OPERATOR_TOKEN: e2eOperatorToken,
      FLIGHT_SUPPLIER: 'duffel',
      DUFFEL_ACCESS_TOKEN: 'duffel_test_journey',
      DUFFEL_API_URL: standInUrl,
    }),
  ],
});
