import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Vite names every file under assets/ by its content hash: a new build never reuses a name. */
const hashedAsset = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.(br|gz))?$/;
const immutable = 'public, max-age=31536000, immutable';
// the page that names the current assets is checked on every visit, so a release shows at once
const revalidate = 'no-cache';
/**
 * Headers that govern a document (its policies, framing, HSTS): sent with the page, dead weight on
 * each of its scripts and styles. nosniff and the resource policy stay on every file.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Written by the web build: per address, the route modules its first page loads. */
const routePreloadsSchema = z.record(z.string(), z.array(z.string().regex(/^\/assets\/[\w.-]+$/)));

/**
 * The page for each address of the build's route-preloads.json, naming that address's route
 * modules as module preloads: the browser fetches them with the entry instead of after it ran.
 */
async function pagesByAddress(root: string, indexHtml: string): Promise<Map<string, string>> {
  const listing = join(root, '.vite', 'route-preloads.json');
  if (!existsSync(listing)) return new Map();
  const preloads = routePreloadsSchema.parse(JSON.parse(await readFile(listing, 'utf8')));
  return new Map(
    Object.entries(preloads).map(([address, files]) => {
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      return [address, indexHtml.replace('</head>', `${links}</head>`)];
    }),
  );
}

/**
 * The page's inline scripts (the start-up script the web build writes into it) as content security
 * policy sources: each allowed by its hash, no other inline script.
 */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

/** The policy with `sources` added to its script-src; a policy without one is left as it is. */
function allowScripts(policy: string, sources: string[]): string {
  return policy.replace(
    /(^|;)(\s*script-src[^;]*)/,
    (_match, start: string, directive: string) => `${start}${directive} ${sources.join(' ')}`,
  );
}

export interface WebAppOptions {
  /** The built web app (index.html, assets/ and the .br/.gz copies the build writes beside them). */
  root: string;
  /** Source maps are build artefacts; only a debugging deployment serves them. */
  serveSourceMaps: boolean;
}

/**
 * Serves the single-page app: hashed assets cached for a year, the page itself revalidated,
 * the build's brotli/gzip copies sent to browsers that accept them, and the history fallback
 * (any other GET outside the API, the files and the assets gets the page).
 */
export async function registerWebApp(
  app: FastifyInstance,
  { root, serveSourceMaps }: WebAppOptions,
): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // the page is sent by the page route below, with the address's module preloads
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    // a hashed name never changes content: the year-long cache needs no validators
    etag: false,
    lastModified: false,
    // the build's manifests (.vite/) are for the server, not the browser
    globIgnore: ['.vite/**', ...(serveSourceMaps ? [] : ['**/*.map'])],
    setHeaders: (reply, path) => {
      if (!hashedAsset.test(path)) {
        reply.header('cache-control', revalidate);
        return;
      }
      reply.header('cache-control', immutable);
      for (const name of documentOnlyHeaders) reply.removeHeader(name);
    },
  });
  const indexHtml = await readFile(join(root, 'index.html'), 'utf8');
  const pages = await pagesByAddress(root, indexHtml);
  const pageScripts = inlineScriptSources(indexHtml);
  // a missing asset (an old build's chunk, a source map not served) is a 404, not the page
  const notPages = ['/api/', '/files/', '/assets/'];
  const notFound = { error: 'Não encontrado.' };
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
  // a route rather than the not-found handler, so the page is compressed like any reply; not part
  // of the API's documentation
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (notPages.some((prefix) => request.url.startsWith(prefix))) {
      return reply.code(404).send(notFound);
    }
    const page = pages.get(request.url.split('?')[0]!) ?? indexHtml;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && pageScripts.length > 0)
      reply.header('content-security-policy', allowScripts(policy, pageScripts));
    return reply.type('text/html').header('cache-control', revalidate).send(page);
  });
}
