import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/plugins/webApp';

const script = `export const greeting = ${JSON.stringify('olá '.repeat(400))};`;

function builtWebApp(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-app-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(root, 'assets', 'index-AbCd1234.js'), script);
  writeFileSync(join(root, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync(script));
  writeFileSync(join(root, 'assets', 'index-AbCd1234.js.map'), '{"version":3}');
  return root;
}

async function serve(serveSourceMaps: boolean) {
  const app = Fastify();
  await app.register(helmet);
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

  it('does not serve source maps unless asked', async () => {
    expect((await app.inject({ url: '/assets/index-AbCd1234.js.map' })).statusCode).toBe(404);
    const debugging = await serve(true);
    const map = await debugging.inject({ url: '/assets/index-AbCd1234.js.map' });
    expect(map.body).toBe('{"version":3}');
    await debugging.close();
  });
});
