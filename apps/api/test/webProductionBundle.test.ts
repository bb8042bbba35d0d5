import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const marker = 'portal-test-fixture';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const webRoot = join(repoRoot, 'apps/web');
const fixtureFolders = [join(webRoot, 'src/test'), join(repoRoot, 'packages/domain/test')];

let outDir = '';
/** Every script and source map of the build, whose maps carry the source text of each module. */
let assets: { name: string; text: string }[] = [];

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
});
