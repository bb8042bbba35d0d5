import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';

export interface FixtureBuild {
  root: string;
  outDir: string;
  chunks: Rolldown.OutputChunk[];
  read: (file: string) => Promise<string>;
  files: () => Promise<string[]>;
}

const roots: string[] = [];

/**
 * Builds a small app written from `files` (paths from its root, `index.html` among them) in a
 * folder of its own with the plugins under test, as `vite build` would, and returns its output.
 */
export async function buildFixture(
  files: Record<string, string>,
  plugins: (root: string) => Plugin[],
  options: UserConfig['build'] = {},
): Promise<FixtureBuild> {
  const root = await mkdtemp(join(tmpdir(), 'portal-build-fixture-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const outDir = join(root, 'dist');
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: plugins(root),
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden', manifest: true, ...options },
  })) as Rolldown.RolldownOutput;
  return {
    root,
    outDir,
    chunks: output.output.filter((item) => item.type === 'chunk'),
    read: (file) => readFile(join(outDir, file), 'utf8'),
    files: async () => (await readdir(outDir, { recursive: true })).map(String),
  };
}

/** Removes every fixture app built so far. */
export async function removeFixtures(): Promise<void> {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
}
