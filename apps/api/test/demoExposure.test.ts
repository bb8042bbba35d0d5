import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterRefusal, ConfigError, exposureWarnings, loadConfig } from '../src/config';
import { createTestApp } from './helpers/testApp';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(apiRoot, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-exposure-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = { DATA_DIR: dataDir, JWT_SECRET: 'secret' };

describe('the demo accounts and the mail outbox are never on by accident', () => {
  it('are off when nothing asks for them, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'production']) {
      expect(loadConfig({ ...base, NODE_ENV })).toMatchObject({
        seedDemo: false,
        devRoutes: false,
      });
    }
  });

  it('production refuses the developer routes', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', DEV_ROUTES: 'true' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', DEV_ROUTES: 'true' })).toThrow(
      /DEV_ROUTES/,
    );
  });

  it('an app without the opt-in does not serve the outbox (the tests opt in to read it)', async () => {
    const t = await createTestApp({ config: { devRoutes: false } });
    try {
      expect((await t.app.inject('/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 120_000);

  it("npm start's demo opts in, on this machine only", () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toContain('--env-file=apps/api/demo.env');
    expect(pkg.scripts['start:cluster']).not.toContain('demo.env');
    const demo = parseEnv(readFileSync(join(apiRoot, 'demo.env'), 'utf8'));
    expect(demo).toEqual({ SEED_DEMO: 'true', DEV_ROUTES: 'true', HOST: '127.0.0.1' });
    const config = loadConfig({ ...base, ...demo });
    expect(config).toMatchObject({ seedDemo: true, devRoutes: true, host: '127.0.0.1' });
  });

  it('warns about the demo accounts, and about the outbox on a non-loopback host', () => {
    expect(exposureWarnings(loadConfig(base))).toEqual([]);
    expect(
      exposureWarnings(loadConfig({ ...base, DEV_ROUTES: 'true', HOST: '127.0.0.1' })),
    ).toEqual([]);
    const open = exposureWarnings(loadConfig({ ...base, SEED_DEMO: 'true', DEV_ROUTES: 'true' }));
    expect(open).toHaveLength(2);
    expect(open.join(' ')).toMatch(/SEED_DEMO.*DEV_ROUTES.*0\.0\.0\.0/s);
  });

  it('start:cluster refuses the demo data or the outbox without NODE_ENV', async () => {
    expect(clusterRefusal(loadConfig({ ...base, SEED_DEMO: 'true' }))).toMatch(/NODE_ENV/);
    expect(clusterRefusal(loadConfig({ ...base, DEV_ROUTES: 'true' }))).toMatch(/NODE_ENV/);
    expect(clusterRefusal(loadConfig(base))).toBeUndefined();
    expect(
      clusterRefusal(loadConfig({ ...base, SEED_DEMO: 'true', NODE_ENV: 'development' })),
    ).toBeUndefined();

    // The command itself: it exits before it touches a database.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...base,
      SEED_DEMO: 'true',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    };
    delete env.NODE_ENV;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cluster.ts'], {
      cwd: apiRoot,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(stderr).toMatch(/NODE_ENV=production/);
  }, 60_000);
});
