import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as consoleTables from './consoleSchema';
import * as coreTables from './schema';

/** The console's tables live in their own module (they reference the core ones, never the reverse). */
const schema = { ...coreTables, ...consoleTables };
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The connection pool's counts (PostgreSQL; PGlite has one connection and no pool). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** A copy of the embedded database's data directory (PGlite), to start another one from. */
  dumpDataDir?: () => Promise<Blob>;
}

const here = dirname(fileURLToPath(import.meta.url));
/** Any number, the same in every process: the lock that lets one process at a time migrate. */
const MIGRATION_LOCK = 72_017;

/** `migrate: false` when the `migrate` command has already run (replicas then never race it). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string | null;
  migrate?: boolean;
  /** An in-memory PGlite starts from this copy of a data directory (`dumpDataDir`). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`idle database connection closed: ${error.message}`));
    const db = drizzle(pool, { schema });
    if (options.migrate !== false) {
      // Replicas starting together take turns; the later ones find nothing left to apply.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(db, { migrationsFolder: await findMigrations() });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
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
    client = new PGlite({ loadDataDir: options.loadDataDir });
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: await findMigrations() });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

/** Migrations sit beside the sources in dev and beside the bundle in dist. */
async function findMigrations(): Promise<string> {
  const { existsSync } = await import('node:fs');
  const candidates = [
    resolve(here, '../../drizzle'),
    resolve(here, 'drizzle'),
    resolve(here, '../drizzle'),
  ];
  const found = candidates.find((p) => existsSync(join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found in ${candidates.join(', ')}`);
  return found;
}
