import { loadConfigOrExit } from './config';
import { prepareDatabase } from './db/prepare';

// `npm run migrate`: the schema (and demo data) once, before replicas started with
// MIGRATE_ON_START=false take traffic.
const config = loadConfigOrExit();
await prepareDatabase(config);
console.log(
  `Banco preparado (${config.databaseUrl ? 'PostgreSQL' : `PGlite em ${config.dataDir}`}).`,
);
