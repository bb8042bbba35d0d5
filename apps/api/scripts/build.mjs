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
// The commands beside the server (the database's migrations, the multi-process start) and the
// tracing SDK, loaded by the server only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
await build({
  ...common,
  entryPoints: {
    migrate: 'src/migrate.ts',
    cluster: 'src/cluster.ts',
    tracing: 'src/telemetry/tracing.ts',
  },
  outdir: dirname(outfile),
});
// The e-mail templates and the reference data's extracts are read at run time, beside the bundle.
cpSync('src/mail/templates', join(dirname(outfile), 'mail-templates'), { recursive: true });
cpSync('../../packages/reference-data/data', join(dirname(outfile), 'reference-data'), {
  recursive: true,
});
