// Stands in for scripts/build.mjs in the start-up test: it finishes when the test creates
// `release` in WEB_DIST's parent, writing a page into WEB_DIST (FAKE_WEB_BUILD_EXIT=1: it fails
// after a second instead, writing nothing).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

if (process.argv[2] !== '--web') process.exit(2);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
if (process.env.FAKE_WEB_BUILD_EXIT === '1') {
  await sleep(1_000);
  process.exit(1);
}
const dist = process.env.WEB_DIST;
while (!existsSync(join(dirname(dist), 'release'))) await sleep(50);
mkdirSync(dist, { recursive: true });
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head></head><body>built beside the start</body></html>',
);
