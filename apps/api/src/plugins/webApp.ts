import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    // a hashed name never changes content: the year-long cache needs no validators
    etag: false,
    lastModified: false,
    globIgnore: serveSourceMaps ? [] : ['**/*.map'],
    setHeaders: (reply, path) => {
      if (!hashedAsset.test(path)) {
        reply.header('cache-control', revalidate);
        return;
      }
      reply.header('cache-control', immutable);
      for (const name of documentOnlyHeaders) reply.removeHeader(name);
    },
  });
  const indexHtml = await readFile(join(root, 'index.html'));
  // a missing asset (an old build's chunk, a source map not served) is a 404, not the page
  const notPages = ['/api/', '/files/', '/assets/'];
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !notPages.some((prefix) => request.url.startsWith(prefix))) {
      return reply.type('text/html').header('cache-control', revalidate).send(indexHtml);
    }
    return reply.code(404).send({ error: 'Não encontrado.' });
  });
}
