import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { styleInsertionAlias } from './build/styleInsertionAlias.ts';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: [styleInsertionAlias], conditions: ['module', 'browser', 'development'] },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
    restoreMocks: true,
    // MUI and emotion go through the resolver, so emotion's insertion hooks take the alias as in
    // the build
    server: { deps: { inline: [/@emotion\//, /@mui\//] } },
  },
});
