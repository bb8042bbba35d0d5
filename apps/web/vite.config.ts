import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Vendor groups that every route needs anyway (stable cache across releases). MUI, imask,
 * dompurify and date-fns are left to the bundler so each lazy route only pulls the parts it uses
 * (first-load JS of /login and / is measured by `npm run bench:bundle`).
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]node_modules[\\/](react-router)[\\/]/.test(id)) return 'router';
  // mutations (only the operator console submits with them) and parallel queries (one results
  // dialog) stay out of what every member loads
  if (
    /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|queryOptions|useQueries|queriesObserver)\.js$/.test(
      id,
    )
  )
    return undefined;
  if (/[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/.test(id)) return 'query';
  if (/[\\/]node_modules[\\/](zod|@brazilian-utils)[\\/]/.test(id)) return 'zod';
  // the UI runtime every route needs in one chunk instead of dozens: Preact's React layer, and the
  // styling engine and helpers every MUI component needs (parts only some pages use, such as Grid,
  // Container, transitions and internal icons, stay with the pages that import them)
  if (/[\\/]@mui[\\/]system[\\/]esm[\\/](Grid|Container|useMediaQuery)[\\/]/.test(id))
    return undefined;
  if (
    /[\\/]node_modules[\\/](preact|@mui[\\/](utils|system|styled-engine|private-theming)|@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime|clsx|prop-types)[\\/]/.test(
      id,
    ) ||
    /[\\/]react-transition-group[\\/]esm[\\/](TransitionGroup|TransitionGroupContext|utils[\\/]ChildMapping)\.js$/.test(
      id,
    ) ||
    /[\\/]@mui[\\/]material[\\/]esm[\\/](styles|utils|ButtonBase|SvgIcon|Typography|Box|Paper|Button|IconButton|Stack|Link|ButtonGroup|DefaultPropsProvider|zero-styled|GlobalStyles|useLazyRipple|colors|InputBase|OutlinedInput|InputLabel|InputAdornment|FormControl|FormLabel|FormHelperText|Divider|CircularProgress)[\\/]/.test(
      id,
    )
  ) {
    return 'ui-runtime';
  }
  return undefined;
}

/**
 * Writes a brotli and a gzip copy beside each text asset once at build time (when smaller than
 * the asset), so the server sends the smallest encoding without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      const text = files.filter(
        (file) => /\.(js|css|html|svg|json|txt)$/.test(file) && !file.startsWith('.vite'),
      );
      await Promise.all(
        text.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const copies: [string, Buffer][] = [
            [
              `${path}.br`,
              brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            ],
            [`${path}.gz`, gzipSync(content, { level: 9 })],
          ];
          // small chunks gain too (a few hundred bytes each on a first load); a copy that would
          // not be smaller is not written
          await Promise.all(
            copies
              .filter(([, copy]) => copy.length < content.length)
              .map(([name, copy]) => writeFile(name, copy)),
          );
        }),
      );
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  // The browser runs Preact's React-compatible layer instead of react-dom: the same components,
  // 45 KB less for every first load (decisions: 'Speed a person feels'). Component tests keep
  // rendering with React (vitest.config.ts); the journeys run on this build.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // maps stay build artefacts: written to dist, not named in the bundles, not served by default
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // react-router reads React's useOptimistic when it exists and falls back when it does not;
      // Preact's layer has none, which is expected, not a broken import
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      // @portal/domain is pure (no module has side effects): modules whose exports a page does not
      // use are dropped,
      // e.g. the payment and search schemas stay out of the /login bundle.
      // the web's `*.schema.ts` modules only define zod schemas: a page that imports their
      // neighbours without using a schema does not load zod
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          { test: /apps[\\/]web[\\/]src[\\/].*\.schema\.ts$/, sideEffects: false },
        ],
      },
      output: {
        manualChunks: vendorChunk,
      },
    },
  },
});
