import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's compile hint for a whole file: its functions are compiled eagerly while the file streams in,
 * on a background thread, instead of on the main thread when each is first called. Only for files
 * that run as a page loads, where most functions are called at once.
 */
export const compileEagerly = '//# allFunctionsCalledOnLoad\n';

/**
 * Writes .vite/route-preloads.json beside the manifest: for each address of `firstPages` (the
 * route modules its first page loads, paths from the app's root), the files that page loads that
 * the entry does not already name (the chunks holding the modules and every chunk they import).
 * Those files and the entry's get the eager-compile hint: the first page's render is what they run
 * (compiled lazily, the start-up task took 47 ms instead of 27 ms: docs/decisions.md, "Compiled
 * while downloading"). A module that is not part of the build fails it.
 */
export function routePreloads(firstPages: Record<string, string[]>): Plugin {
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
          if (!chunk) this.error(`route-preloads: ${module} is not a module of the build`);
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
          Object.entries(firstPages).map(([path, modules]) => [
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
