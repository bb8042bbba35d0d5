// `npm run build`: the web app (Vite), then the api bundle, from this one process instead of an
// `npm run` per workspace, whose own start-up cost a first start about a second. `--web` or
// `--api` builds one of them: `npm start` bundles the api first and the server builds the web app
// beside its own start-up (docs/decisions.md, "The two README commands on a fresh clone").
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const only = process.argv.find((arg) => arg === '--web' || arg === '--api');
const web = fileURLToPath(new URL('../apps/web', import.meta.url));
const api = fileURLToPath(new URL('../apps/api', import.meta.url));
if (only !== '--api') {
  const { build } = await import('vite');
  await build({ root: web, configFile: `${web}/vite.config.ts` });
}
if (only !== '--web') {
  const bundled = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: api,
    stdio: 'inherit',
  });
  if (bundled.status !== 0) process.exit(bundled.status ?? 1);
}
