// Builds the app and runs the Playwright journeys against it (the server is started by
// playwright.config.ts on a throwaway data directory).
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// The Stripe-mode journeys run with every journey (not when one file is named), reporting to a
// file of their own so that `npm test` counts both runs.
const report = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const stripe =
  process.argv.length > 2
    ? { status: 0 }
    : spawnSync('npx', ['playwright', 'test', '--config', 'playwright.stripe.config.ts'], {
        stdio: 'inherit',
        env: report
          ? {
              ...process.env,
              PLAYWRIGHT_JSON_OUTPUT_NAME: report.replace(/\.json$/, '.stripe.json'),
            }
          : process.env,
      });
process.exit((result.status ?? 1) || (stripe.status ?? 1));
