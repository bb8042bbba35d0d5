import { afterAll, describe, expect, it } from 'vitest';
import { chunkGroups, pathMatches, type ChunkGroup } from './chunkGroups';
import { buildFixture, removeFixtures } from './test/buildFixture';

afterAll(removeFixtures);

const app = {
  'index.html': '<!doctype html><script type="module" src="/src/main.js"></script>',
  'src/main.js': `const routes = {
  login: () => import('./pages/login.js'),
  home: () => import('./pages/home.js'),
};
window.addEventListener('hashchange', () =>
  routes[location.hash.slice(1)]?.().then((page) => page.default()),
);`,
  'src/pages/login.js': `import { field } from '../forms/field.js';
import { rules } from '../forms/field.schema.js';
export default () => field('login', rules);`,
  'src/pages/home.js': `import { field } from '../forms/field.js';
import { card } from '../cards/card.js';
import { badge } from '../cards/badge.js';
export default () => card(field('home'), badge);`,
  'src/forms/field.js': `import { label } from '../text/label.js';
export const field = (name) => label(name);`,
  'src/forms/field.schema.js': 'export const rules = { required: true };',
  'src/text/label.js': 'export const label = (name) => `label ${name}`;',
  'src/cards/card.js': 'export const card = (text) => console.log("card", text);',
  'src/cards/badge.js': 'export const badge = "badge";',
};

/** Builds the app with `groups`, as vite.config.ts builds the portal with its own. */
function buildWith(groups: ChunkGroup[]) {
  const chunks = chunkGroups(groups);
  return buildFixture(app, () => [chunks.plugin], {
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  });
}

describe('pathMatches', () => {
  it('names a folder (every module under it) or one module, whatever its extension', () => {
    expect(pathMatches('/app/src/forms/field.js', 'src/forms')).toBe(true);
    expect(pathMatches('/app/src/forms/deep/field.tsx', 'src/forms')).toBe(true);
    expect(pathMatches('/app/src/forms/field.ts', 'src/forms/field')).toBe(true);
    expect(pathMatches('C:\\app\\src\\forms\\field.ts', 'src/forms/field')).toBe(true);
    // a sibling whose name starts alike is another module
    expect(pathMatches('/app/src/forms/field.schema.ts', 'src/forms/field')).toBe(false);
    expect(pathMatches('/app/src/formsOld/field.ts', 'src/forms')).toBe(false);
  });
});

describe('chunkGroups', () => {
  it('makes a chunk of the folders and modules a group names, and only of those', async () => {
    const built = await buildWith([
      { name: 'shared-forms', take: ['src/forms/field', 'src/cards'], except: ['src/cards/badge'] },
    ]);
    const chunkOf = (module: string) =>
      built.chunks.find((chunk) => chunk.moduleIds.includes(`${built.root}/${module}`))!;
    const group = built.chunks.find((chunk) => chunk.name === 'shared-forms')!;
    expect(group.moduleIds.map((id) => id.slice(built.root.length + 1)).sort()).toEqual([
      'src/cards/card.js',
      'src/forms/field.js',
    ]);
    // the module's own dependency and its sibling stay where the bundler puts them
    expect(chunkOf('src/text/label.js')).not.toBe(group);
    expect(chunkOf('src/forms/field.schema.js')).not.toBe(group);
    expect(chunkOf('src/cards/badge.js')).not.toBe(group);
  });

  it('takes the dependencies too when asked, and the first group listed wins a module', async () => {
    const built = await buildWith([
      { name: 'cards', take: ['src/cards/card'] },
      { name: 'all', take: ['src/forms/field', 'src/cards'], withDependencies: true },
    ]);
    const names = (name: string) =>
      built.chunks
        .find((chunk) => chunk.name === name)!
        .moduleIds.map((id) => id.slice(built.root.length + 1))
        .sort();
    expect(names('cards')).toEqual(['src/cards/card.js']);
    expect(names('all')).toEqual(['src/cards/badge.js', 'src/forms/field.js', 'src/text/label.js']);
  });

  it('fails the build when a path of a group names no module', async () => {
    await expect(
      buildWith([{ name: 'forms', take: ['src/forms', 'src/renamed'] }]),
    ).rejects.toThrow(/'forms' names src\/renamed, which is no module of the build/);
    await expect(
      buildWith([{ name: 'cards', take: ['src/cards'], except: ['src/cards/moved'] }]),
    ).rejects.toThrow(/'cards' names src\/cards\/moved, which is no module of the build/);
  });
});
