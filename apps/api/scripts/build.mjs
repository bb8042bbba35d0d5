// Bundles the api for `npm start`: our workspace packages (TypeScript sources) are inlined,
// every other package stays an import resolved from node_modules.
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
// The e-mail templates are read at run time, beside the bundle.
cpSync('src/mail/templates', join(dirname(outfile), 'mail-templates'), { recursive: true });
