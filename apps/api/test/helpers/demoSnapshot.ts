import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { localFileStorage } from '../../src/files/storage';
import { seedDemoData } from '../../src/seed/seed';

/**
 * The migrated and seeded demo database with its files, built once per test run and copied
 * for each test app: migrating and seeding took most of an app's start (seconds each).
 * On PostgreSQL it is a template database; on PGlite, a dump of the data directory.
 */
export interface DemoSnapshot {
  filesDir: string;
  templateDatabase?: string;
  pgliteDump?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoSnapshot: DemoSnapshot;
  }
}

export async function buildDemoSnapshot(): Promise<{
  snapshot: DemoSnapshot;
  remove: () => Promise<void>;
}> {
  const root = mkdtempSync(join(tmpdir(), 'portal-demo-snapshot-'));
  const filesDir = join(root, 'files');
  const storage = localFileStorage(filesDir);
  const server = process.env.DATABASE_URL;
  if (server) {
    const templateDatabase = `portal_template_${process.pid}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    await admin(`create database ${templateDatabase}`);
    const url = new URL(server);
    url.pathname = `/${templateDatabase}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seedDemoData(database.db, storage);
    await database.close();
    return {
      snapshot: { filesDir, templateDatabase },
      remove: async () => {
        await admin(`drop database if exists ${templateDatabase} with (force)`);
        rmSync(root, { recursive: true, force: true });
      },
    };
  }
  const database = await openDatabase({ dataDir: null });
  await seedDemoData(database.db, storage);
  if (!database.dumpDataDir) throw new Error('an embedded database has a data directory to copy');
  const dump = await database.dumpDataDir();
  const pgliteDump = join(root, 'pglite.tar');
  writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return {
    snapshot: { filesDir, pgliteDump },
    remove: async () => rmSync(root, { recursive: true, force: true }),
  };
}
