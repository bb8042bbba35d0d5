import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const here = dirname(fileURLToPath(import.meta.url));
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string | null }): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`idle database connection closed: ${error.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: await findMigrations() });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: await findMigrations() });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Migrations sit beside the sources in dev and beside the bundle in dist. */
async function findMigrations(): Promise<string> {
  const { existsSync } = await import('node:fs');
  const candidates = [resolve(here, '../../drizzle'), resolve(here, 'drizzle'), resolve(here, '../drizzle')];
  const found = candidates.find((p) => existsSync(join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found in ${candidates.join(', ')}`);
  return found;
}
