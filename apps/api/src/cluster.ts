import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AggregatorRegistry } from 'prom-client';
import { startMetricsServer } from './metrics/http';
import { clusterRefusal, loadConfigOrExit } from './config';
import { prepareDatabase } from './db/prepare';

/**
 * `npm run start:cluster`: WEB_CONCURRENCY server processes (default one per CPU) sharing one
 * port through node:cluster. They keep no state of their own, so they need the shared
 * PostgreSQL (DATABASE_URL) and, for rate limits and the search cache, Redis (REDIS_URL).
 */
const config = loadConfigOrExit();
const refusal = clusterRefusal(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
if (!config.databaseUrl) {
  console.error('start:cluster precisa de DATABASE_URL: o PGlite embutido serve a um processo só.');
  process.exit(1);
}
if (config.migrateOnStart) await prepareDatabase(config);

// Workers run the server beside this file (main.ts under tsx, main.js in the build).
const main = new URL(import.meta.url.endsWith('.ts') ? './main.ts' : './main.js', import.meta.url);
cluster.setupPrimary({ exec: fileURLToPath(main) });
const workers = config.webConcurrency ?? availableParallelism();
const env = { MIGRATE_ON_START: 'false' };
let stopping = false;
for (let i = 0; i < workers; i++) cluster.fork(env);
cluster.on('exit', (worker, code, signal) => {
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    return;
  }
  // A crashed worker is replaced; what it was doing is finished by the recovery job.
  console.error(`processo ${worker.process.pid} terminou (${signal ?? code}); iniciando outro`);
  cluster.fork(env);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    // Each worker drains its purchases in flight before it exits.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  });
}
if (config.metricsPort) {
  // Each worker counts on its own; the primary sums them (AggregatorRegistry asks each over IPC).
  const aggregator = new AggregatorRegistry();
  await startMetricsServer({
    port: config.metricsPort,
    host: config.host,
    token: config.metricsToken,
    metrics: async () => ({
      contentType: aggregator.contentType,
      body: await aggregator.clusterMetrics(),
    }),
  });
}
console.log(`Portal em cluster: ${workers} processos na porta ${config.port}`);
