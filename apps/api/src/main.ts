import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { campaignsRepository } from './modules/campaigns/repository';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { localFileStorage } from './files/storage';
import { demoPassword, demoUsers, demoVouchers } from './seed/demoData';
import { seedDemoData } from './seed/seed';

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = [resolve(here, '../../web/dist'), resolve(here, '../web')].find((p) => existsSync(p));
const config = loadConfig(process.env, { webDist: process.env.WEB_DIST ?? defaultWebDist });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const storage = localFileStorage(join(config.dataDir, 'files'));
if (config.seedDemo) await seedDemoData(database.db, storage);
// Identity providers given in the environment take precedence over the stored ones.
const campaignRecords = campaignsRepository(database.db);
for (const [campaignId, oidc] of config.oidcByCampaign) await campaignRecords.setOidc(campaignId, oidc);
const app = await buildApp({ config, database, storage, runJobs: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => database.close()).finally(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl;
console.log(`\nPortal pronto em ${url} (banco: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`);
if (config.seedDemo) {
  console.log('Acessos de demonstração (senha ' + demoPassword + '):');
  for (const user of demoUsers) console.log(`  ${user.email.padEnd(22)} campanha ${user.campaignId}${user.firstAccess ? ' (primeiro acesso)' : ''}`);
  console.log(`  convidados: códigos CONVIDADO77 e CONVIDADO83; vouchers: ${demoVouchers.map((v) => v.uid).join(', ')}`);
}
