import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { build as bundle } from 'rolldown';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { firstPageModules } from './src/app/firstPageModules';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const mui = (parts: string) =>
  new RegExp(`[\\\\/]@mui[\\\\/](material|system)[\\\\/]esm[\\\\/](${parts})[\\\\/.]`);
const web = (parts: string) => new RegExp(`apps[\\\\/]web[\\\\/]src[\\\\/](${parts})\\.tsx?$`);
const domain = (parts: string) =>
  new RegExp(`packages[\\\\/]domain[\\\\/]src[\\\\/](${parts})\\.ts$`);

/**
 * Small modules that the signed pages use together, one chunk per group instead of dozens of
 * sub-kilobyte ones: on a phone's connection each chunk is a round trip (HTTP/1.1 fetches six at a
 * time), and the home and results pages loaded 35 and 70 of them. A group holds only what its
 * pages use; /login loads none (first loads are measured by `npm run bench:bundle`).
 */
const sharedGroups: [string, RegExp[]][] = [
  [
    'sign-in',
    [
      web(
        'features[\\\\/]auth[\\\\/](LoginPage|AuthLayout)|shared[\\\\/]auth[\\\\/](LoginForm|loginMessages)',
      ),
      /[\\/]@mui[\\/]icons-material[\\/]esm[\\/]Visibility(Off)?\.js$/,
    ],
  ],
  [
    'forms',
    [
      web('shared[\\\\/](ui[\\\\/]TextInput|forms[\\\\/]useDeferredForm)'),
      /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver)\.js$/,
    ],
  ],
  [
    'signed-shell',
    [
      web(
        'app[\\\\/]shell[\\\\/](AppShell|Header|NavLinkItem)|shared[\\\\/]ui[\\\\/](messages|RenderLater)',
      ),
      domain('campaigns[\\\\/]tabs'),
      /[\\/]@mui[\\/]material[\\/]esm[\\/]AppBar[\\/]/,
      /[\\/]@mui[\\/]icons-material[\\/]esm[\\/](AccountCircle|Menu)\.js$/,
    ],
  ],
  [
    'results',
    [
      web(
        'features[\\\\/]results[\\\\/](ResultsPage|ResultsLayout|ResultsStates|messages|VirtualList|flight[\\\\/](FlightResults|FlightCard|FlightList|messages))|shared[\\\\/](ui[\\\\/](ArrivalTime|AirlineLogo)|pricing[\\\\/]priceDisplay|search[\\\\/](SearchSummaryBar|SummaryList|messages))',
      ),
      domain('flightRules[\\\\/](price|filters|selection)'),
      /[\\/]@tanstack[\\/](virtual-core|react-virtual)[\\/]/,
      /[\\/]@mui[\\/]icons-material[\\/]esm[\\/]FilterList\.js$/,
    ],
  ],
  [
    'ui-forms',
    [
      mui(
        'Checkbox|Radio|RadioGroup|FormControlLabel|FormGroup|NativeSelect|Input|internal[\\\\/](SwitchBase|switchBaseClasses|svg-icons[\\\\/](CheckBox|CheckBoxOutlineBlank|IndeterminateCheckBox|RadioButtonChecked|RadioButtonUnchecked|ArrowDropDown))',
      ),
    ],
  ],
  ['ui-layout', [mui('Grid|Container|Card|CardContent|CardActionArea|Toolbar|useMediaQuery')]],
  [
    'ui-data',
    [
      mui(
        'Chip|Alert|AlertTitle|Table|TableBody|TableCell|TableContainer|TableHead|TableRow|internal[\\\\/]svg-icons[\\\\/](Close|Cancel|SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined)',
      ),
    ],
  ],
  [
    'search-common',
    [
      web(
        'shared[\\\\/](format|ui[\\\\/]dates[\\\\/]DateField|search[\\\\/](drafts|flightSearch|storedFlightRequest)|storage[\\\\/](searchType|readSearchType|storedFlySearch|flySearch|fareCache))',
      ),
      domain(
        'search[\\\\/]advance|flightRules[\\\\/](search|messages)|money[\\\\/](format|points)|users[\\\\/]points',
      ),
    ],
  ],
  [
    'search-storage',
    [
      web(
        'shared[\\\\/]storage[\\\\/]((car|bus|hotel|experience|entertainment)Search|searchDates\\.schema)',
      ),
      domain(
        '(carRules|busRules)[\\\\/](search|messages)|hotelRules[\\\\/](dates|rooms)|search[\\\\/](common|entertainment|limits|flight)',
      ),
    ],
  ],
];

/**
 * Vendor groups that every route needs anyway (stable cache across releases). MUI, imask,
 * dompurify and date-fns are otherwise left to the bundler, so each lazy route pulls only the
 * parts it uses.
 */
function vendorChunk(id: string): string | null {
  // the few app modules every first page (sign-in, home, results) runs: on their own they were
  // two sub-kilobyte chunks, a round trip each
  if (web('shared[\\\\/](storage[\\\\/](keys|storage)|ui[\\\\/]ImageWithFallback)').test(id))
    return 'ui-runtime';
  if (!id.includes('node_modules')) return null;
  if (/[\\/]node_modules[\\/](react-router)[\\/]/.test(id)) return 'router';
  // mutations (only the operator console submits with them) and parallel queries (one results
  // dialog) stay out of what every member loads
  if (
    /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|queryOptions|useQueries|queriesObserver)\.js$/.test(
      id,
    )
  )
    return null;
  if (/[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/.test(id)) return 'query';
  if (/[\\/]node_modules[\\/](zod|@brazilian-utils)[\\/]/.test(id)) return 'zod';
  // the UI runtime every route needs in one chunk instead of dozens: React and react-dom, and the
  // styling engine and helpers every MUI component needs (parts only some pages use, such as Grid,
  // Container, transitions and internal icons, stay with the pages that import them)
  if (/[\\/]@mui[\\/]system[\\/]esm[\\/](Grid|Container|useMediaQuery)[\\/]/.test(id)) return null;
  if (
    /[\\/]node_modules[\\/](react|react-dom|scheduler|@mui[\\/](utils|system|styled-engine|private-theming)|@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime|clsx|prop-types)[\\/]/.test(
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
  return null;
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

/**
 * V8's compile hint for a whole file: its functions are compiled eagerly while the file streams in,
 * on a background thread, instead of on the main thread when each is first called. Only for files
 * that run as a page loads, where most functions are called at once.
 */
const compileEagerly = '//# allFunctionsCalledOnLoad\n';

/**
 * Writes .vite/route-preloads.json beside the manifest: for each address of firstPageModules, the
 * files its first page loads that the entry does not already name (the chunks holding the modules
 * and every chunk they import). Those files and the entry's get the eager-compile hint: the first
 * page's render is what they run (compiled lazily, the start-up task took 47 ms instead of 27 ms:
 * docs/decisions.md, "Compiled while downloading").
 */
function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  let hintedMaps: string[] = [];
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle: {
      // after Vite has rewritten the chunks' dynamic imports, which replaces their code
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const chunkOf = (module: string) => {
          const id = resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`route-preloads: ${module} is not a module of the build`);
          return chunk.fileName;
        };
        const closure = (files: string[]) => {
          const seen = new Set<string>();
          const pending = [...files];
          for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
            if (seen.has(file)) continue;
            seen.add(file);
            pending.push(...(chunks.find((chunk) => chunk.fileName === file)?.imports ?? []));
          }
          return seen;
        };
        const entry = closure(
          chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        );
        const preloads = Object.fromEntries(
          Object.entries(firstPageModules).map(([path, modules]) => [
            path,
            [...closure(modules.map(chunkOf))]
              .filter((file) => !entry.has(file))
              .map((file) => `/${file}`),
          ]),
        );
        const firstPageFiles = new Set([
          ...entry,
          ...Object.values(preloads)
            .flat()
            .map((file) => file.slice(1)),
        ]);
        const hinted = chunks.filter((candidate) => firstPageFiles.has(candidate.fileName));
        for (const chunk of hinted) chunk.code = compileEagerly + chunk.code;
        hintedMaps = hinted.flatMap((chunk) => chunk.sourcemapFileName ?? []);
        this.emitFile({
          type: 'asset',
          fileName: '.vite/route-preloads.json',
          source: JSON.stringify(preloads, null, 2),
        });
      },
    },
    // the maps are written from the chunks as they were before the hint: their lines move down by
    // its one
    async writeBundle() {
      await Promise.all(
        hintedMaps.map(async (file) => {
          const path = join(outDir, file);
          const map = JSON.parse(await readFile(path, 'utf8')) as { mappings: string };
          map.mappings = `;${map.mappings}`;
          await writeFile(path, JSON.stringify(map));
        }),
      );
    },
  };
}

/**
 * Writes app/startEarly.ts into the page as an inline script of its own (a few kilobytes, no
 * imports), run as the page is parsed: the first page's requests start while the app's code
 * downloads. The server allows it by its hash in the content security policy
 * (apps/api/src/plugins/webApp.ts).
 */
function inlineStartEarly(): Plugin {
  const entry = 'portal:start-early';
  let root = '';
  return {
    name: 'portal-start-early',
    configResolved(config) {
      root = config.root;
    },
    async transformIndexHtml() {
      const { output } = await bundle({
        input: entry,
        cwd: root,
        write: false,
        output: { format: 'iife', minify: true },
        plugins: [
          {
            name: 'portal-start-early-entry',
            resolveId: (id) => (id === entry ? id : null),
            load: (id) =>
              id === entry
                ? "import { startEarly } from './src/app/startEarly.ts'; startEarly(window.location.pathname);"
                : null,
          },
        ],
      });
      return [{ tag: 'script', children: output[0].code.trim(), injectTo: 'head-prepend' }];
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), inlineStartEarly(), routePreloads(), precompress()],
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
          groups: [
            { name: vendorChunk, priority: 2 },
            // only the modules named: their imports stay where the other groups put them
            ...sharedGroups.map(([name, tests]) => ({
              name,
              test: (id: string) => tests.some((test) => test.test(id)),
              priority: 1,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
});
