import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';
import { buildFixture, removeFixtures } from './test/buildFixture';

afterAll(removeFixtures);

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text file when smaller, none of the build records', async () => {
    const app = await buildFixture(
      {
        'index.html': '<!doctype html><script type="module" src="/main.js"></script>',
        'main.js': `console.log(${JSON.stringify('Passagens aéreas com pontos. '.repeat(200))});
import('./tiny.js');`,
        'tiny.js': 'export {};',
      },
      () => [precompress()],
    );
    const files = await app.files();
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBe(2);
    const copied: string[] = [];
    for (const file of [...scripts, 'index.html']) {
      const content = await readFile(join(app.outDir, file));
      for (const [suffix, unpack] of [
        ['.br', brotliDecompressSync],
        ['.gz', gunzipSync],
      ] as const) {
        if (!files.includes(`${file}${suffix}`)) continue;
        const copy = await readFile(join(app.outDir, `${file}${suffix}`));
        expect(copy.length, file).toBeLessThan(content.length);
        expect(unpack(copy).equals(content), file).toBe(true);
        copied.push(`${file}${suffix}`);
      }
    }
    const main = app.chunks.find((chunk) => chunk.isEntry)!.fileName;
    expect(copied).toEqual(expect.arrayContaining([`${main}.br`, `${main}.gz`]));
    // the tiny chunk compresses to more than its size: no copy
    const tiny = scripts.find((file) => !files.includes(`${file}.br`));
    expect(tiny).toBeDefined();
    expect(files.filter((file) => file.startsWith('.vite') && /\.(br|gz)$/.test(file))).toEqual([]);
  });
});
