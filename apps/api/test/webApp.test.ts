import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/plugins/webApp';

const startUpScript = 'window.portalEarlyRequests=[];';
const script = `export const greeting = ${JSON.stringify('olá '.repeat(400))};`;

function builtWebApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-app-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><script>${startUpScript}</script><title>Portal</title></head><body>${'<p>Portal</p>'.repeat(100)}</body></html>`,
  );
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/login': ['/assets/LoginPage-AbCd1234.js'] }),
  );
  writeFileSync(join(root, 'assets', 'index-AbCd1234.js'), script);
  writeFileSync(join(root, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'index-AbCd1234.js.map'), '{"version":3}');
  return root;
}

async function serve(serveSourceMaps: boolean) {
  const app = Fastify();
  await app.register(helmet);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerWebApp(app, { root: builtWebApp(), serveSourceMaps });
  return app;
}

describe('web app serving', () => {
  let app: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    app = await serve(false);
  });
  afterAll(() => app.close());

  it('caches hashed assets for a year, sends the brotli copy, and no page policies on scripts', async () => {
    const reply = await app.inject({
      url: '/assets/index-AbCd1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toBeUndefined();
  });

  it('revalidates the page on every visit, for / and for the history fallback', async () => {
    for (const url of ['/', '/busca/resultado-pesquisa']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('<title>Portal</title>');
    }
  });

  it("allows the page's own inline start-up script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(startUpScript).digest('base64');
    for (const url of ['/', '/login']) {
      const policy = (await app.inject({ url })).headers['content-security-policy'];
      const scriptSrc = String(policy)
        .split(';')
        .find((directive) => directive.startsWith('script-src'));
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
  });

  it("names the address's route modules as module preloads in its page, and only there", async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/LoginPage-AbCd1234.js">';
    for (const url of ['/login', '/login?from=%2F']) {
      const login = await app.inject({ url });
      expect(login.body).toContain(`${preload}</head>`);
    }
    for (const url of ['/', '/busca/resultado-pesquisa']) {
      expect((await app.inject({ url })).body).not.toContain('modulepreload');
    }
  });

  it('compresses the page, and keeps the build manifests and unknown API addresses out', async () => {
    const page = await app.inject({ url: '/conta', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    const manifest = await app.inject({ url: '/.vite/route-preloads.json' });
    expect(manifest.body).not.toContain('LoginPage');
    for (const url of ['/api/nothing-here', '/assets/gone-AbCd1234.js']) {
      const reply = await app.inject({ url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: 'Não encontrado.' });
    }
    expect((await app.inject({ method: 'POST', url: '/api/nothing-here' })).statusCode).toBe(404);
  });

  it('does not serve source maps unless asked', async () => {
    expect((await app.inject({ url: '/assets/index-AbCd1234.js.map' })).statusCode).toBe(404);
    const debugging = await serve(true);
    const map = await debugging.inject({ url: '/assets/index-AbCd1234.js.map' });
    expect(map.body).toBe('{"version":3}');
    await debugging.close();
  });
});
