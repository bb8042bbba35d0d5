import { build as bundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Writes a module into the page as an inline script of its own, bundled without imports into one
 * minified IIFE and run as the page is parsed, before the app's code has downloaded. `code` is
 * the script's source, importing what it runs from files of the app (paths from the app's root).
 * The server allows the script by its hash in the content security policy
 * (apps/api/src/plugins/webApp.ts).
 */
export function inlineScript(name: string, code: string): Plugin {
  const entry = `portal:${name}`;
  let root = '';
  return {
    name: `portal-inline-${name}`,
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
            name: `portal-inline-${name}-entry`,
            resolveId: (id) => (id === entry ? id : null),
            load: (id) => (id === entry ? code : null),
          },
        ],
      });
      return [{ tag: 'script', children: output[0].code.trim(), injectTo: 'head-prepend' }];
    },
  };
}
