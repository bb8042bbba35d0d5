// Bundles the api for `npm start`: our workspace packages (TypeScript sources) are inlined,
// every other package stays an import resolved from node_modules.
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: ['src/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: process.env.API_OUTFILE ?? 'dist/main.js',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'info',
});
