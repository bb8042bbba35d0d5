// `npm test`: every test. Unit, component and API tests (Vitest), then the browser journeys
// (Playwright on Debian Chromium). Ends with one summary line over both runners.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';

const reports = mkdtempSync(join(tmpdir(), 'portal-test-reports-'));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const vitestJson = join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

let e2eStatus = 0;
const e2eJson = join(reports, 'playwright.json');
if (process.env.SKIP_E2E === '1') {
  console.log('SKIP_E2E=1: browser journeys not run.');
} else {
  ensureChromium();
  e2eStatus = run('node', ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
} else failed += 1;
// The Stripe-mode and Duffel journeys report beside the others (scripts/e2e.mjs).
for (const report of [
  e2eJson,
  e2eJson.replace(/\.json$/, '.stripe.json'),
  e2eJson.replace(/\.json$/, '.duffel.json'),
]) {
  if (existsSync(report)) {
    const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  } else if (process.env.SKIP_E2E !== '1') failed += 1;
}

const ok = vitestStatus === 0 && e2eStatus === 0 && failed === 0;
console.log(`\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
