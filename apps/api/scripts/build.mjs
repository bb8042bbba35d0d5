// Bundles the api for `npm start`: our workspace packages (TypeScript sources) are inlined,
// every other package stays an import resolved from node_modules.
import { dirname } from 'node:path';
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'info',
};

const outfile = process.env.API_OUTFILE ?? 'dist/main.js';
await build({ ...common, entryPoints: ['src/main.ts'], outfile });
// The commands beside the server: the database's migrations and the multi-process start.
await build({
  ...common,
  entryPoints: ['src/migrate.ts', 'src/cluster.ts'],
  outdir: dirname(outfile),
});
