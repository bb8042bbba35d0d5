import { afterAll, describe, expect, it } from 'vitest';
import { inlineScript } from './inlineScript';
import { buildFixture, removeFixtures } from './test/buildFixture';

afterAll(removeFixtures);

describe('inlineScript', () => {
  it('writes the module and what it imports into the page as one script without imports', async () => {
    const app = await buildFixture(
      {
        'index.html':
          '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
        'main.js': 'document.title = "app";',
        'src/early.ts': `import { address } from './address';
export function early(path: string) { fetch(address(path)); }`,
        'src/address.ts': 'export const address = (path: string) => `/api/early${path}`;',
      },
      () => [inlineScript('early', "import { early } from './src/early.ts'; early('/x');")],
    );
    const html = await app.read('index.html');
    const inline = /<head>\s*<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('/api/early');
    expect(inline).toContain('fetch(');
    expect(inline).not.toMatch(/\bimport\b/);
    // before anything else in the head, ahead of the app's own module script
    expect(html.indexOf(inline)).toBeLessThan(html.indexOf('type="module"'));
  });
});
