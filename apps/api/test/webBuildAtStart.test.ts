import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth, type StartedServer } from './helpers/serverProcess';

const fakeBuild = join(import.meta.dirname, 'helpers', 'fakeWebBuild.mjs');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe(
  'npm start: the web build beside the server start (--build-web)',
  { timeout: 240_000 },
  () => {
    let server: StartedServer | undefined;
    let dataDir = '';
    afterEach(async () => {
      server?.child.kill('SIGKILL');
      await server?.exited;
      rmSync(dataDir, { recursive: true, force: true });
    });

    const start = async (env: Record<string, string> = {}) => {
      const port = await freePort();
      dataDir = mkdtempSync(join(tmpdir(), 'portal-web-build-'));
      server = startServer(
        { PORT: String(port), DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'web'), ...env },
        { args: [`--build-web=${fakeBuild}`], captureLog: true },
      );
      return `http://127.0.0.1:${port}`;
    };

    it('prepares the database while the build runs, then serves the page the build wrote', async () => {
      const base = await start();
      const waiting = 'Banco de dados pronto; aguardando o build do app web.';
      while (!server!.printed.includes(waiting)) await sleep(100);
      // ready but for the build: nothing answers yet
      await sleep(500);
      expect(
        await fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 'refused',
        ),
      ).toBe('refused');

      writeFileSync(join(dataDir, 'release'), '');
      await waitForHealth(base, server!);
      const page = await fetch(`${base}/login`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('built beside the start');
    });

    it('ends the start when the build fails', async () => {
      await start({ FAKE_WEB_BUILD_EXIT: '1' });
      expect(await server!.exited).toBe(1);
    });
  },
);
