import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/globalSetup.ts'],
          testTimeout: 30000,
          // an app loads its copy of the run's demo database (globalSetup): a minute on a busy machine
          hookTimeout: 180000,
        },
      },
      {
        // the web's build plugins (apps/web/build), each tested by building a small app with it
        test: {
          name: 'web-build',
          include: ['apps/web/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
