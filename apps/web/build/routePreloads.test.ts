import { afterAll, describe, expect, it } from 'vitest';
import { compileEagerly, routePreloads } from './routePreloads';
import { buildFixture, removeFixtures } from './test/buildFixture';

afterAll(removeFixtures);

const app = {
  'index.html': '<!doctype html><script type="module" src="/src/main.js"></script>',
  'src/main.js': `import { shared } from './shared.js';
shared();
const routes = { a: () => import('./a.js'), b: () => import('./b.js') };
window.addEventListener('hashchange', () =>
  routes[location.hash.slice(1)]?.().then((page) => page.default()),
);`,
  'src/shared.js': 'export const shared = () => console.log("shared");',
  'src/a.js': `import { helper } from './helper.js';
export default () => helper("a");`,
  'src/b.js': `import { helper } from './helper.js';
export default () => helper("b");`,
  'src/helper.js': 'export const helper = (name) => console.log("page", name);',
};

describe('routePreloads', () => {
  it("lists each first page's files beyond the entry and hints them and the entry's to compile eagerly", async () => {
    const built = await buildFixture(app, () => [routePreloads({ '/a': ['src/a.js'] })]);
    const preloads = JSON.parse(await built.read('.vite/route-preloads.json')) as Record<
      string,
      string[]
    >;
    const chunkOf = (module: string) =>
      built.chunks.find((chunk) => chunk.moduleIds.includes(`${built.root}/${module}`))!;
    const entry = built.chunks.find((chunk) => chunk.isEntry)!;
    expect(preloads['/a']!.sort()).toEqual(
      [`/${chunkOf('src/a.js').fileName}`, `/${chunkOf('src/helper.js').fileName}`].sort(),
    );
    const hinted: string[] = [];
    for (const chunk of built.chunks) {
      if ((await built.read(chunk.fileName)).startsWith(compileEagerly))
        hinted.push(chunk.fileName);
    }
    expect(hinted.sort()).toEqual(
      [entry.fileName, ...preloads['/a']!.map((file) => file.slice(1))].sort(),
    );
    expect(hinted).not.toContain(chunkOf('src/b.js').fileName);
    // a hinted file's map starts one line lower, where its code now starts
    const map = JSON.parse(await built.read(`${entry.fileName}.map`)) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    const unhinted = JSON.parse(await built.read(`${chunkOf('src/b.js').fileName}.map`)) as {
      mappings: string;
    };
    expect(unhinted.mappings.startsWith(';')).toBe(false);
  });

  it('fails the build when a first page names a module that is not part of it', async () => {
    await expect(
      buildFixture(app, () => [routePreloads({ '/a': ['src/renamed.js'] })]),
    ).rejects.toThrow(/src\/renamed\.js is not a module of the build/);
  });
});
