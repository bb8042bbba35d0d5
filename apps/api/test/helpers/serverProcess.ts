import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
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

export interface StartedServer extends ServerProcess {
  /** The JSON lines the process has logged so far, when started with `captureLog`. */
  log: Array<Record<string, unknown>>;
  /** Its other output lines (what it prints for a person), when started with `captureLog`. */
  printed: string[];
}

/**
 * The real server in its own process, as `npm start` runs it (the demo data and the outbox),
 * with `env` on top of this one's.
 * `entry` (from apps/api) is src/main.ts unless a test starts it through its own entry; with
 * `captureLog`, its log lines are kept (else its output is dropped); `nodeArgs` go to node itself
 * (a profiler's flags, which NODE_OPTIONS refuses), `args` to the entry.
 */
export function startServer(
  env: Record<string, string>,
  options: { captureLog?: boolean; entry?: string; nodeArgs?: string[]; args?: string[] } = {},
): StartedServer {
  const args = [
    ...(options.nodeArgs ?? []),
    '--import',
    'tsx',
    options.entry ?? 'src/main.ts',
    ...(options.args ?? []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      DEV_ROUTES: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'server-process-secret-0123456789-abcdefghijkl',
      ...env,
    },
    stdio: ['ignore', options.captureLog ? 'pipe' : 'ignore', 'inherit'],
  });
  const log: Array<Record<string, unknown>> = [];
  const printed: string[] = [];
  if (child.stdout)
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) log.push(JSON.parse(line) as Record<string, unknown>);
      else printed.push(line);
    });
  const exited = new Promise<NodeJS.Signals | number | null>((done) =>
    child.once('exit', (code, signal) => done(signal ?? code)),
  );
  return { child, exited, log, printed };
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
