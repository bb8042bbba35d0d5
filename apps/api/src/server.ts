import cluster from 'node:cluster';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { warmReferenceData } from '@portal/reference-data';
import { buildApp, type AppDeps } from './app';
import { registryMetrics, startMetricsServer } from './metrics/http';
import { metricsRegistry } from './metrics/registry';
import { campaignsRepository } from './modules/campaigns/repository';
import { exposureWarnings, loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { localFileStorage } from './files/storage';
import { demoPassword, demoUsers, demoVouchers } from './seed/demoData';
import { seedDemoData } from './seed/seed';

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = () =>
  [resolve(here, '../../web/dist'), resolve(here, '../web')].find((p) => existsSync(p));

export interface ServerStart extends Pick<AppDeps, 'afterStep'> {
  /** The web app's build running beside this start (`npm start`): served once it is done. */
  webBuild?: Promise<void>;
}

/**
 * The server as `npm start` runs it: configuration, database (migrated and seeded unless told
 * otherwise), the app with its jobs, and a graceful stop on SIGINT/SIGTERM. `afterStep` is the
 * app's test hook; the crash-recovery test's own entry passes it, `main.ts` never does.
 */
export async function runServer({ webBuild, ...hooks }: ServerStart = {}): Promise<void> {
  const loaded = loadConfigOrExit();
  const database = await openDatabase({
    databaseUrl: loaded.databaseUrl,
    dataDir: loaded.dataDir,
    migrate: loaded.migrateOnStart,
  });
  const storage = localFileStorage(join(loaded.dataDir, 'files'));
  // Replicas started after the `migrate` command find the demo data there already.
  if (loaded.seedDemo && loaded.migrateOnStart) await seedDemoData(database.db, storage);
  // Identity providers given in the environment take precedence over the stored ones.
  const campaignRecords = campaignsRepository(database.db);
  for (const [campaignId, oidc] of loaded.oidcByCampaign)
    await campaignRecords.setOidc(campaignId, oidc);
  // The reference data (airports, cities, stations) is indexed before the first request, so no
  // member's first search waits for it; apps built for tests load what they use when they use it.
  warmReferenceData();
  if (webBuild) {
    console.log('Banco de dados pronto; aguardando o build do app web.');
    await webBuild;
  }
  const config = { ...loaded, webDist: loaded.webDist ?? defaultWebDist() };
  const app = await buildApp({ config, database, storage, runJobs: true, ...hooks });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Purchases in flight finish; new requests meet 503 until the process is gone.
      void app
        .drain(config.shutdownTimeoutMs)
        .then(() => app.close())
        .then(() => database.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
    });
  }

  // In a cluster the primary serves the workers' metrics, aggregated, on METRICS_PORT.
  if (config.metricsPort && cluster.isPrimary) {
    const metricsServer = await startMetricsServer({
      port: config.metricsPort,
      host: config.host,
      token: config.metricsToken,
      metrics: registryMetrics(metricsRegistry),
    });
    app.addHook('onClose', async () => void metricsServer.close());
  }
  await app.listen({ port: config.port, host: config.host });
  for (const warning of exposureWarnings(config)) {
    app.log.warn(warning);
    console.warn(`\n*** ATENÇÃO: ${warning} ***`);
  }
  const url = config.publicUrl;
  console.log(
    `\nPortal pronto em ${url} (banco: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`,
  );
  if (config.seedDemo) {
    console.log('Acessos de demonstração (senha ' + demoPassword + '):');
    for (const user of demoUsers)
      console.log(
        `  ${user.email.padEnd(22)} campanha ${user.campaignId}${user.firstAccess ? ' (primeiro acesso)' : ''}`,
      );
    console.log(
      `  convidados: códigos CONVIDADO77 e CONVIDADO83; vouchers: ${demoVouchers.map((v) => v.uid).join(', ')}`,
    );
  }
}
