import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mdiAirplane, mdiEye, mdiEyeOff, mdiFerrisWheel } from '@mdi/js';
import { GREATEST_LOWER_BOUND, originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const marker = 'portal-test-fixture';
/** Text only the operator console's modules carry (its title). */
const consoleMarker = 'Console do operador';
/** The modules the member home loads: the entry, the signed-in shell and the home route. */
const memberHomeModules = [
  'index.html',
  'src/app/shell/AppShell.tsx',
  'src/app/routes/HomeRoute.tsx',
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const webRoot = join(repoRoot, 'apps/web');
const fixtureFolders = [join(webRoot, 'src/test'), join(repoRoot, 'packages/domain/test')];

let outDir = '';
/** Every script and source map of the build, whose maps carry the source text of each module. */
let assets: { name: string; text: string }[] = [];
let manifest: Record<string, ManifestChunk> = {};

/** The files a module's chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'portal-web-build-'));
  await build({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const names = (await readdir(outDir, { recursive: true })).filter((name) =>
    /\.(js|map)$/.test(name),
  );
  assets = await Promise.all(
    names.map(async (name) => ({ name, text: await readFile(join(outDir, name), 'utf8') })),
  );
  manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 300_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('production build', () => {
  it('marks every test helper module', async () => {
    for (const folder of fixtureFolders) {
      const helpers = (await readdir(folder)).filter((name) => !/\.test\.tsx?$/.test(name));
      expect(helpers.length).toBeGreaterThan(0);
      for (const name of helpers) {
        expect(await readFile(join(folder, name), 'utf8'), name).toContain(marker);
      }
    }
  });

  it('ships the source of its modules in the maps, and no test helper module', async () => {
    const main = await readFile(join(webRoot, 'src/main.tsx'), 'utf8');
    const firstLine = main.split('\n').find((line) => line.trim().length > 10) ?? main;
    expect(
      assets.some((asset) => asset.text.includes(JSON.stringify(firstLine).slice(1, -1))),
    ).toBe(true);
    expect(
      assets.filter((asset) => asset.text.includes(marker)).map((asset) => asset.name),
    ).toEqual([]);
  });

  it('ships React and react-dom, never Preact', () => {
    // the maps name every module of the build
    const sources = assets
      .filter((asset) => asset.name.endsWith('.map'))
      .flatMap((asset) => (JSON.parse(asset.text) as { sources: string[] }).sources);
    expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
    expect(sources.filter((source) => /node_modules\/preact\//.test(source))).toEqual([]);
  });

  it('never sends the operator console to a member: the home loads none of its code', () => {
    const script = (file: string) => assets.find((asset) => asset.name === file)?.text ?? '';
    const consoleEntry = manifest['src/features/admin/AdminApp.tsx']?.file ?? '';
    const consoleFiles = [...staticClosure('src/features/admin/AdminApp.tsx')];
    expect(consoleFiles.some((file) => script(file).includes(consoleMarker))).toBe(true);
    expect(manifest['index.html']?.isEntry).toBe(true);
    expect(manifest['index.html']?.dynamicImports).toContain('src/features/admin/AdminApp.tsx');
    const home = [...new Set(memberHomeModules.flatMap((key) => [...staticClosure(key)]))];
    expect(home.length).toBeGreaterThan(memberHomeModules.length);
    expect(home).not.toContain(consoleEntry);
    expect(home.filter((file) => script(file).includes(consoleMarker))).toEqual([]);
  });

  it("carries an icon in the chunks of the pages that draw it: the sign-in page has its eyes, not the trip cards' icons", async () => {
    const preloads = JSON.parse(
      await readFile(join(outDir, '.vite/route-preloads.json'), 'utf8'),
    ) as Record<string, string[]>;
    const signIn = new Set([
      ...staticClosure('index.html'),
      ...(preloads['/login'] ?? []).map((file) => file.slice(1)),
    ]);
    const scripts = assets.filter((asset) => asset.name.endsWith('.js'));
    const firstLoad = scripts
      .filter((asset) => signIn.has(asset.name))
      .map((asset) => asset.text)
      .join('\n');
    expect(firstLoad).toContain(mdiEye);
    expect(firstLoad).toContain(mdiEyeOff);
    expect(firstLoad).not.toContain(mdiAirplane);
    expect(firstLoad).not.toContain(mdiFerrisWheel);
    expect(scripts.filter((asset) => asset.text.includes(mdiAirplane))).toHaveLength(1);
  });

  it('keeps zod out of the first load of the sign-in page and the home, until a form is used', () => {
    const zodFiles = Object.entries(manifest)
      .filter(([key]) => /^_zod-/.test(key))
      .map(([, chunk]) => chunk.file);
    expect(zodFiles.length).toBeGreaterThan(0);
    const firstLoads = {
      '/login': ['index.html', 'src/features/auth/LoginPage.tsx'],
      '/': [...memberHomeModules, 'src/features/search/flight/FlightSearchForm.tsx'],
    };
    for (const [page, modules] of Object.entries(firstLoads)) {
      const files = new Set(modules.flatMap((key) => [...staticClosure(key)]));
      expect(files.size, page).toBeGreaterThan(modules.length);
      expect(
        zodFiles.filter((file) => files.has(file)),
        page,
      ).toEqual([]);
    }
  });

  it('lists the modules each first page loads beyond the entry, for the server to preload', async () => {
    const preloads = JSON.parse(
      await readFile(join(outDir, '.vite/route-preloads.json'), 'utf8'),
    ) as Record<string, string[]>;
    expect(Object.keys(preloads).sort()).toEqual(['/', '/busca/resultado-pesquisa', '/login']);
    const entry = staticClosure('index.html');
    const homeRoute = manifest['src/app/routes/HomeRoute.tsx']?.file;
    expect(preloads['/']).toContain(`/${homeRoute}`);
    expect(preloads['/login']).not.toContain(`/${homeRoute}`);
    for (const files of Object.values(preloads)) {
      for (const file of files) {
        expect(
          assets.some((asset) => `/${asset.name}` === file),
          file,
        ).toBe(true);
        expect(entry.has(file.slice(1)), file).toBe(false);
      }
    }
  });

  it('marks the files of the first pages, and only those, to be compiled as they download', async () => {
    const preloads = JSON.parse(
      await readFile(join(outDir, '.vite/route-preloads.json'), 'utf8'),
    ) as Record<string, string[]>;
    const firstPages = new Set([
      ...staticClosure('index.html'),
      ...Object.values(preloads)
        .flat()
        .map((file) => file.slice(1)),
    ]);
    const scripts = assets.filter((asset) => asset.name.endsWith('.js'));
    const hinted = scripts
      .filter((asset) => asset.text.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map((asset) => asset.name);
    expect(hinted.sort()).toEqual([...firstPages].sort());
    expect(hinted.length).toBeLessThan(scripts.length / 4);
    // the entry's map still points its code at the source line, below the added hint
    const entryFile = manifest['index.html']!.file;
    const entryCode = assets.find((asset) => asset.name === entryFile)!.text;
    const entryMap = new TraceMap(assets.find((asset) => asset.name === `${entryFile}.map`)!.text);
    const lines = entryCode.split('\n');
    const line = lines.findIndex((text) => text.includes('missing #root'));
    const original = originalPositionFor(entryMap, {
      line: line + 1,
      column: lines[line]!.indexOf('missing #root'),
      bias: GREATEST_LOWER_BOUND,
    });
    expect(original.source).toMatch(/src\/main\.tsx$/);
    const main = (await readFile(join(webRoot, 'src/main.tsx'), 'utf8')).split('\n');
    expect(main[original.line! - 1]).toContain('missing #root');
  });
});
