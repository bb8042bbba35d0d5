import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chunkGroups } from './build/chunkGroups';
import { inlineScript } from './build/inlineScript';
import { precompress } from './build/precompress';
import { routePreloads } from './build/routePreloads';
import { styleInsertionAlias } from './build/styleInsertionAlias';
import { firstPageModules } from './src/app/firstPageModules';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
const root = fileURLToPath(new URL('.', import.meta.url));
const web = (folder: string, ...modules: string[]) =>
  modules.map((module) => `apps/web/src/${folder}/${module}`);
const domain = (folder: string, ...modules: string[]) =>
  modules.map((module) => `packages/domain/src/${folder}/${module}`);
const packages = (...names: string[]) => names.map((name) => `node_modules/${name}`);
const inPackage = (name: string, ...modules: string[]) =>
  modules.map((module) => `node_modules/${name}/${module}`);

/**
 * Chunks (build/chunkGroups.ts), each named by the folders and modules it takes; the build fails
 * when one of them names nothing. First the libraries every route needs anyway (a stable cache
 * across releases): React, the router, TanStack Query, zod, and the UI runtime (MUI's styling
 * engine and the parts every page uses). Then the small modules the first pages use together,
 * one chunk per group instead of dozens of sub-kilobyte ones: on a phone's connection each chunk
 * is a round trip (HTTP/1.1 fetches six at a time). A group holds only what its pages use and
 * takes only the modules it names; /login loads none of the signed pages' groups. MUI's other
 * parts, the input mask, dompurify and date-fns are left to the bundler, so each lazy route pulls only
 * the parts it uses. First loads are measured by `npm run bench:bundle`.
 */
const chunks = chunkGroups([
  {
    name: 'router',
    take: packages('react-router'),
    withDependencies: true,
  },
  {
    name: 'query',
    take: packages('@tanstack/react-query', '@tanstack/query-core'),
    // mutations (a form loads them on first use) and parallel queries (one results dialog) stay
    // out of what every member loads
    except: [
      ...inPackage('@tanstack/react-query', 'build/modern/useMutation'),
      ...inPackage('@tanstack/react-query', 'build/modern/useQueries'),
      ...inPackage('@tanstack/query-core', 'build/modern/mutationObserver'),
      ...inPackage('@tanstack/query-core', 'build/modern/queriesObserver'),
    ],
    withDependencies: true,
  },
  { name: 'zod', take: packages('zod', '@brazilian-utils'), withDependencies: true },
  {
    name: 'ui-runtime',
    take: [
      ...packages('react', 'react-dom', 'scheduler', '@emotion', 'stylis', 'react-is'),
      ...packages('hoist-non-react-statics', '@babel/runtime', 'clsx', 'prop-types'),
      ...packages('@mui/utils', '@mui/styled-engine', '@mui/private-theming', '@mui/system'),
      ...inPackage(
        '@mui/material/esm',
        ...['styles', 'utils', 'ButtonBase', 'SvgIcon', 'Typography', 'Box', 'Paper', 'Button'],
        ...['IconButton', 'Stack', 'Link', 'ButtonGroup', 'DefaultPropsProvider', 'zero-styled'],
        ...['GlobalStyles', 'useLazyRipple', 'colors', 'InputBase', 'OutlinedInput', 'InputLabel'],
        ...['InputAdornment', 'FormControl', 'FormLabel', 'FormHelperText', 'Divider'],
        'CircularProgress',
      ),
      ...inPackage(
        'react-transition-group/esm',
        'TransitionGroup',
        'TransitionGroupContext',
        'utils/ChildMapping',
      ),
      // the few app modules every first page (sign-in, home, results) runs: on their own they
      // were two sub-kilobyte chunks, a round trip each
      ...web('shared/storage', 'keys', 'storage'),
      ...web('shared/api', 'client'),
      ...web('shared/ui', 'ImageWithFallback', 'Icon'),
    ],
    // parts only some pages use stay with the pages that import them
    except: inPackage('@mui/system/esm', 'Grid', 'Container', 'useMediaQuery'),
    withDependencies: true,
  },
  {
    name: 'sign-in',
    take: [
      ...web('features/auth', 'LoginPage', 'AuthLayout'),
      ...web('shared/auth', 'LoginForm', 'loginMessages'),
    ],
  },
  {
    name: 'forms',
    take: [
      ...web('shared/ui', 'TextInput'),
      ...web('shared/forms', 'useDeferredForm'),
      ...inPackage('@tanstack/react-query', 'build/modern/useMutation'),
      ...inPackage('@tanstack/query-core', 'build/modern/mutationObserver'),
    ],
  },
  {
    name: 'signed-shell',
    take: [
      ...web('app/shell', 'AppShell', 'Header', 'NavLinkItem'),
      ...web('shared/ui', 'messages', 'RenderLater'),
      ...domain('campaigns', 'tabs'),
      ...domain('products', 'table'),
      ...inPackage('@mui/material/esm', 'AppBar'),
    ],
  },
  {
    name: 'results',
    take: [
      ...web('features/results', 'ResultsPage', 'ResultsLayout', 'ResultsStates', 'messages'),
      ...web('features/results', 'VirtualList'),
      ...web('features/results/flight', 'FlightResults', 'FlightCard', 'FlightList', 'messages'),
      ...web('shared/ui', 'ArrivalTime', 'AirlineLogo'),
      ...web('shared/pricing', 'priceDisplay'),
      ...web('shared/search', 'SearchSummaryBar', 'SummaryList', 'messages'),
      ...domain('flights', 'price', 'filters', 'selection'),
      ...packages('@tanstack/virtual-core', '@tanstack/react-virtual'),
    ],
  },
  {
    name: 'ui-forms',
    take: inPackage(
      '@mui/material/esm',
      ...['Checkbox', 'Radio', 'RadioGroup', 'FormControlLabel', 'FormGroup', 'NativeSelect'],
      ...['Input', 'internal/SwitchBase', 'internal/switchBaseClasses'],
      ...['CheckBox', 'CheckBoxOutlineBlank', 'IndeterminateCheckBox', 'RadioButtonChecked']
        .concat('RadioButtonUnchecked', 'ArrowDropDown')
        .map((icon) => `internal/svg-icons/${icon}`),
    ),
  },
  {
    name: 'ui-layout',
    take: [
      ...inPackage(
        '@mui/material/esm',
        ...['Grid', 'Container', 'Card', 'CardContent', 'CardActionArea', 'Toolbar'],
        'useMediaQuery',
      ),
      ...inPackage('@mui/system/esm', 'Grid', 'Container', 'useMediaQuery'),
    ],
  },
  {
    // the table the flight results' first load shows (the lowest price per airline); chips and
    // alerts, which a successful flight search never draws, stay with the pages that do
    name: 'ui-data',
    take: inPackage(
      '@mui/material/esm',
      ...['Table', 'TableBody', 'TableCell', 'TableContainer', 'TableHead', 'TableRow'],
    ),
  },
  {
    name: 'search-common',
    take: [
      ...web('shared', 'format'),
      ...web('shared/ui/dates', 'DateField'),
      ...web('shared/search', 'drafts', 'searchDates', 'flightSearch'),
      ...web(
        'shared/search/flightDraft',
        'flySearchDraft',
        'storedFlightRequest',
        'storedFlySearch',
        'flySearch',
      ),
      ...web('shared/storage', 'searchType', 'readSearchType'),
      ...domain('search', 'advance'),
      ...domain('flights', 'search', 'messages'),
      ...domain('money', 'format', 'points'),
      ...domain('users', 'points'),
    ],
  },
  {
    name: 'search-storage',
    take: [
      ...web('shared/storage', 'carSearch', 'busSearch', 'hotelSearch', 'experienceSearch'),
      ...web('shared/storage', 'entertainmentSearch', 'searchDates.schema'),
      ...domain('cars', 'search', 'messages'),
      ...domain('buses', 'search', 'messages'),
      ...domain('hotels', 'dates', 'rooms'),
      ...domain('search', 'common', 'limits'),
      ...domain('flights', 'schema'),
      ...domain('activities', 'entertainmentSchema'),
    ],
  },
]);

export default defineConfig({
  root,
  plugins: [
    react(),
    inlineScript(
      'start-early',
      "import { startEarly } from './src/app/startEarly.ts'; startEarly(window.location.pathname);",
    ),
    routePreloads(firstPageModules),
    chunks.plugin,
    precompress(),
  ],
  resolve: { alias: [styleInsertionAlias] },
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
    // maps stay build artefacts: written to dist, not named in the bundles, not served by default
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // an imported constant is written where it is used: each icon's path (@mdi/js) lands in the
      // chunk of the page that draws it, not in one chunk of every icon on every first load
      optimization: { inlineConst: { mode: 'all' } },
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
        codeSplitting: {
          groups: chunks.groups,
        },
      },
    },
  },
});
