import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Vendor groups that every route needs anyway (stable cache across releases). MUI, imask,
 * dompurify and date-fns are left to the bundler so each lazy route only pulls the parts it uses
 * (first-load JS of /login and / stays within the 200 KB gzip budget; see scripts/first-load.mjs).
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/[\\/]node_modules[\\/](react-router)[\\/]/.test(id)) return 'router';
  if (/[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/.test(id)) return 'query';
  if (/[\\/]node_modules[\\/](zod|@brazilian-utils)[\\/]/.test(id)) return 'zod';
  // the styling engine and helpers every MUI component needs, in one chunk instead of dozens
  // (parts only some pages use, such as Grid, Container, transitions and internal icons, stay
  // with the pages that import them)
  if (/[\\/]@mui[\\/]system[\\/]esm[\\/](Grid|Container|useMediaQuery)[\\/]/.test(id)) return undefined;
  if (
    /[\\/]node_modules[\\/](@mui[\\/](utils|system|styled-engine|private-theming)|@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime|clsx|prop-types)[\\/]/.test(id) ||
    /[\\/]react-transition-group[\\/]esm[\\/](TransitionGroup|TransitionGroupContext|utils[\\/]ChildMapping)\.js$/.test(id) ||
    /[\\/]@mui[\\/]material[\\/]esm[\\/](styles|utils|ButtonBase|SvgIcon|Typography|Box|Paper|Button|IconButton|Stack|Link|ButtonGroup|DefaultPropsProvider|zero-styled|GlobalStyles|useLazyRipple|colors)[\\/]/.test(id)
  ) {
    return 'mui-core';
  }
  return undefined;
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // @portal/domain is pure (DESIGN §2): modules whose exports a page does not use are dropped,
      // e.g. the payment and search schemas stay out of the /login bundle.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        manualChunks: vendorChunk,
      },
    },
  },
});
