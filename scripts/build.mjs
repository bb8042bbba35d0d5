// `npm run build` and `npm start`: the web app (Vite), then the api bundle, from this one process
// instead of an `npm run` per workspace, whose own start-up cost a first start about a second
// (docs/decisions.md, "The two README commands on a fresh clone").
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const web = fileURLToPath(new URL('../apps/web', import.meta.url));
const api = fileURLToPath(new URL('../apps/api', import.meta.url));
await build({ root: web, configFile: `${web}/vite.config.ts` });
const bundled = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: api, stdio: 'inherit' });
if (bundled.status !== 0) process.exit(bundled.status ?? 1);
