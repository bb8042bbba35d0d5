import { join } from 'node:path';
import type { Config } from '../config';
import { localFileStorage } from '../files/storage';
import { seedDemoData } from '../seed/seed';
import { openDatabase } from './client';

/**
 * Brings the database to this release: the migrations, then the demo data unless SEED_DEMO=false.
 * Run once before the replicas start (the `migrate` command, or the cluster's primary).
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: true,
  });
  try {
    if (config.seedDemo)
      await seedDemoData(database.db, localFileStorage(join(config.dataDir, 'files')));
  } finally {
    await database.close();
  }
}
