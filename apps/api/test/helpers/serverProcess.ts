import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  child: ChildProcess;
  /** The exit signal or code. */
  exited: Promise<NodeJS.Signals | number | null>;
}

/**
 * The real server in its own process, as `npm start` runs it, with `env` on top of this one's.
 * `entry` (from apps/api) is src/main.ts unless a test starts it through its own entry.
 */
export function startServer(env: Record<string, string>, entry = 'src/main.ts'): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'server-process-secret-0123456789-abcdefghijkl',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((done) =>
    child.once('exit', (code, signal) => done(signal ?? code)),
  );
  return { child, exited };
}

/** Resolves once the server answers its health check; a slow machine may take minutes to seed. */
export async function waitForHealth(base: string, server: ServerProcess): Promise<void> {
  let stopped = false;
  void server.exited.then(() => (stopped = true));
  for (let i = 0; i < 960 && !stopped; i++) {
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}
