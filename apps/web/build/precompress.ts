import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// zlib's asynchronous calls run on libuv's thread pool: the copies are made on every core at once
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth a compressed copy: text, not the build's own bookkeeping under `.vite`. */
const compressible = (file: string) =>
  /\.(js|css|html|svg|json|txt)$/.test(file) && !file.startsWith('.vite');

/**
 * Writes a brotli and a gzip copy beside each text asset once at build time (when smaller than
 * the asset), so the server sends the smallest encoding without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(compressible);
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          const copies: [string, Buffer][] = [
            [
              `${path}.br`,
              await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            ],
            [`${path}.gz`, await gzipped(content, { level: 9 })],
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
