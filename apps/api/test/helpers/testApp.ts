import { linkSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { localFileStorage } from '../../src/files/storage';
import type { Mailer } from '../../src/mail/mailer';
import type { DemoSnapshot } from './demoSnapshot';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database on the PostgreSQL server of DATABASE_URL (empty, or a copy of `template`),
 * dropped by `drop`; without DATABASE_URL, none (the caller uses PGlite).
 */
export async function freshDatabase(
  prefix = 'portal_test',
  template?: string,
): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => {} };
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fully wired app on its own database: in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server of DATABASE_URL (dropped afterwards), holding the demo data: a copy of
 * the run's demo snapshot (apps/api/test/globalSetup.ts) with its files.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    mailer?: Mailer;
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const snapshot: DemoSnapshot = inject('demoSnapshot');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const { url: databaseUrl, drop: dropDatabase } = await freshDatabase(
    'portal_test',
    snapshot.templateDatabase,
  );
  const config = loadConfig(
    { DATA_DIR: dataDir, NODE_ENV: 'test', DEV_ROUTES: 'true' },
    {
      jwtSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
      publicUrl: 'http://localhost:3000',
      databaseUrl,
      ...options.config,
    },
  );
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: null,
    loadDataDir: snapshot.pgliteDump ? new Blob([readFileSync(snapshot.pgliteDump)]) : undefined,
  });
  linkTree(snapshot.filesDir, join(dataDir, 'files'));
  const storage = localFileStorage(join(dataDir, 'files'));
  const app = await buildApp({
    config,
    database,
    storage,
    mailer: options.mailer,
    logger: options.logger ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Links every file of `from` into `to`: the storage replaces a file rather than writing into it. */
function linkTree(from: string, to: string) {
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const target = join(to, relative(from, join(entry.parentPath, entry.name)));
    mkdirSync(dirname(target), { recursive: true });
    linkSync(join(entry.parentPath, entry.name), target);
  }
}

export const demo = {
  member: { email: 'membro@demo.test', password: 'Demo@1234' },
  firstAccess: { email: 'primeiro@demo.test', password: 'Demo@1234' },
  lowBalance: { email: 'saldo@demo.test', password: 'Demo@1234' },
  member83: { email: 'membro83@demo.test', password: 'Demo@1234' },
};

export async function login(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  campaignId = 77,
): Promise<{ idToken: string; refreshToken: string; localId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { campaign: String(campaignId) },
    payload: credentials,
  });
  if (response.statusCode !== 200)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (token: string, campaignId = 77) => ({
  authorization: `Bearer ${token}`,
  campaign: String(campaignId),
});
