import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth, type ServerProcess } from '../helpers/serverProcess';
import { freshDatabase } from '../helpers/testApp';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The server processes (main.ts) whose parent is `pid` (Linux /proc); tsx's own esbuild helper is not one. */
const workersOf = (pid: number) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // fields after the parenthesised command name: state, ppid, ...
        const child =
          Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === pid;
        // Server workers only: tsx's esbuild service is a child of the primary too.
        return child && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('main.ts');
      } catch {
        return false;
      }
    });

// node:cluster workers share one database: this runs on the real PostgreSQL of DATABASE_URL.
describe.runIf(!!process.env.DATABASE_URL && process.platform === 'linux')(
  'start:cluster (PostgreSQL)',
  () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
    let primary: ServerProcess | null = null;
    beforeAll(async () => {
      database = await freshDatabase('portal_cluster');
    });
    afterAll(async () => {
      primary?.child.kill('SIGKILL');
      await primary?.exited;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      'runs WEB_CONCURRENCY workers on one port and exits 0 on SIGTERM once they have drained',
      { timeout: 600_000 },
      async () => {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const child = spawn(process.execPath, ['--import', 'tsx', 'src/cluster.ts'], {
          cwd: apiRoot,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            LOG_LEVEL: 'warn',
            JWT_SECRET: 'cluster-test-secret-0123456789-abcdefghijkl',
            PORT: String(port),
            PUBLIC_URL: base,
            DATA_DIR: dataDir,
            DATABASE_URL: database.url,
            WEB_CONCURRENCY: '2',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        primary = {
          child,
          exited: new Promise((done) => child.once('exit', (code, signal) => done(signal ?? code))),
        };
        await waitForHealth(base, primary);
        expect(workersOf(child.pid ?? 0)).toHaveLength(2);
        expect((await fetch(`${base}/api/ready`)).status).toBe(200);

        child.kill('SIGTERM');
        expect(await primary.exited).toBe(0);
        primary = null;
      },
    );
  },
);
