// First-load JS (gzip) per route: the entry chunk, its static imports, and the lazy chunks that
// the route renders on first paint, each with their static imports. Reads dist/.vite/manifest.json.
// Usage: node apps/web/scripts/first-load.mjs [budgetKB]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const budget = Number(process.argv[2] ?? 200);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// budgeted routes (DESIGN §10) and, for information, /plantrip
const routes = {
  '/login': { lazies: ['src/features/auth/LoginPage.tsx'], budgeted: true },
  '/': { lazies: ['src/app/shell/AppShell.tsx', 'src/app/routes/HomeRoute.tsx'], budgeted: true },
  '/plantrip': { lazies: ['src/app/shell/AppShell.tsx', 'src/features/leads/PlanTripPage.tsx'], budgeted: false },
};

function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep, seen);
}

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
let failed = false;
const figures = [];
for (const [route, { lazies, budgeted }] of Object.entries(routes)) {
  const seen = new Set();
  collect(entryKey, seen);
  for (const lazy of lazies) collect(lazy, seen);
  const files = [...seen].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
  const bytes = files.reduce((sum, file) => sum + gz(file), 0);
  const kb = bytes / 1024;
  const over = budgeted && kb > budget;
  if (over) failed = true;
  figures.push(`${route === '/' ? 'home' : route.slice(1)}KB=${kb.toFixed(1)}`);
  console.log(`${route.padEnd(10)} ${kb.toFixed(1)} KB gzip in ${files.length} files ${budgeted ? (over ? 'OVER BUDGET' : 'ok') : '(not budgeted)'}`);
}
console.log(`RESULT first-load ${figures.join(' ')} budgetKB=${budget} status=${failed ? 'over' : 'ok'}`);
process.exit(failed ? 1 : 0);
