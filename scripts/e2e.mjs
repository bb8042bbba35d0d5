// Builds the app and runs the Playwright journeys against it (the server is started by
// playwright.config.ts on a throwaway data directory).
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// The Stripe-mode and Duffel journeys run with every journey (not when one file is named), each
// against its own server and reporting to a file of its own so that `npm test` counts every run.
const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const runOwnConfig = (config, suffix) =>
  process.argv.length > 2
    ? { status: 0 }
    : spawnSync('npx', ['playwright', 'test', '--config', config], {
        stdio: 'inherit',
        env: report
          ? {
              ...process.env,
              PLAYWRIGHT_JSON_OUTPUT_NAME: report.replace(/\.json$/, `.${suffix}.json`),
            }
          : process.env,
      });
const stripe = runOwnConfig('playwright.stripe.config.ts', 'stripe');
const duffel = runOwnConfig('playwright.duffel.config.ts', 'duffel');
process.exit((result.status ?? 1) || (stripe.status ?? 1) || (duffel.status ?? 1));
