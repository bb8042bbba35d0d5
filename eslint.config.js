import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Pure rules shared by web and api never reach into either app. */
const domainZone = {
  target: './packages',
  from: './apps',
  message: 'packages/* must not import the apps.',
};
/**
 * Production modules reach the sandbox supplier only through the suppliers index and ports, so
 * sandbox time, triggers and data stay replaceable by a real supplier.
 */
const sandboxZone = {
  target: ['./apps/api/src/!(suppliers)/**', './apps/api/src/*.ts'],
  from: './apps/api/src/suppliers/sandbox',
  message: 'Use the suppliers index (apps/api/src/suppliers) instead of sandbox internals.',
};
/**
 * API layering: routes speak HTTP, services hold the use cases, repositories hold the SQL. So
 * only repositories (and the database and seed code) import the tables.
 */
const apiSchemaZone = {
  target: ['./apps/api/src/!(db|seed)/**/!(*epository).ts', './apps/api/src/*.ts'],
  from: ['./apps/api/src/db/schema.ts', './apps/api/src/db/consoleSchema.ts'],
  message: "Only repositories import the tables: move the query into the module's repository.",
};
/**
 * The console's guard and its signed-in operator come from the operator-guard plugin
 * (apps/api/src/plugins/operatorGuard.ts), so the modules that serve the console depend on it and
 * never on the operators module's internals.
 */
const apiOperatorsZone = {
  target: './apps/api/src/modules/!(operators)/**',
  from: './apps/api/src/modules/operators',
  message:
    'Guard console routes with the operator-guard plugin (src/plugins/operatorGuard.ts); audit as operatorActor (audit/service).',
};
/** Routes speak HTTP and call their module's service; only services reach the repositories. */
const apiRoutesZone = {
  target: ['./apps/api/src/**/routes.ts', './apps/api/src/**/*Routes.ts'],
  from: ['./apps/api/src/**/repository.ts', './apps/api/src/**/*Repository.ts'],
  message: "Routes call the module's service: move the repository call into it.",
};
/** Shared code serves every feature and never depends on one. */
const webSharedZone = {
  target: './apps/web/src/shared',
  from: './apps/web/src/features',
  message: 'shared/ must not import a feature.',
};
/** Features are composed by the app shell (router, layout), never the other way round. */
const webFeaturesZone = {
  target: './apps/web/src/features',
  from: './apps/web/src/app',
  message: 'Features must not import the app shell; move what they share to shared/.',
};

/**
 * Features import shared/ and the domain, never each other: what two features need lives in
 * shared/ (or packages/domain), so a feature can be changed or removed on its own.
 */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureToFeatureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features must not import each other; move what they share to shared/ or the domain.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      '**/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [
      'apps/*/src/**/*.{ts,tsx}',
      'packages/*/src/**/*.ts',
      'apps/api/test/lint-fixtures/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rules read only .js files and would find no TypeScript cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            domainZone,
            sandboxZone,
            apiSchemaZone,
            apiOperatorsZone,
            apiRoutesZone,
            webFeaturesZone,
            webSharedZone,
            ...featureToFeatureZones,
          ],
        },
      ],
    },
  },
  {
    // Money changes unit only in the money module (packages/domain/src/money: brlToCents,
    // centsToBrl, percentOf, the points conversions), so its rounding cannot drift between call sites.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['packages/domain/src/money/**', '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[*\\/]$/][right.type='Literal'][right.value=100]",
          message:
            'Convert money with brlToCents / centsToBrl and take percentages with percentOf (@portal/domain).',
        },
      ],
    },
  },
  {
    // The domain is imported by area (`@portal/domain/hotels`, packages/domain/package.json's
    // exports), so a module names the rules it depends on and no flat namespace grows back.
    files: ['**/*.{ts,tsx,mts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/domain',
              message: "Import the domain by area, e.g. '@portal/domain/hotels'.",
            },
          ],
        },
      ],
    },
  },
  {
    // A test may render a feature inside the real app shell, as the member sees it.
    files: ['apps/web/src/features/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [domainZone, sandboxZone] }] },
  },
);
