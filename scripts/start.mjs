// `npm start`: the web build runs beside the api's bundle and the database's preparation (the
// embedded cluster's creation, the migrations and the demo seed), then the server starts on the
// prepared database. The web build is multi-threaded and the embedded database one thread of
// WebAssembly, so on two cores the two together take little more than the longer of them.
import { spawn } from 'node:child_process';

const envFile = '--env-file=apps/api/demo.env';

/** Runs a command to its end; rejects with its name when it fails. */
const run = (command, args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${[command, ...args].join(' ')} ended with ${signal ?? `code ${code}`}`),
          ),
    );
  });

try {
  await Promise.all([
    run('npm', ['run', 'build', '-w', '@portal/web']),
    run('npm', ['run', 'build', '-w', '@portal/api']).then(() =>
      run('node', [envFile, 'apps/api/dist/migrate.js']),
    ),
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The database is ready: the server neither migrates nor seeds again. Its signals are its own.
const server = spawn('node', [envFile, 'apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: { ...process.env, MIGRATE_ON_START: 'false' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
