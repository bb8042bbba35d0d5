import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { bookings, ledgerHolds, paymentTransactions } from '../../src/db/schema';
import { readSandboxHolds } from '../../src/suppliers/sandbox/inventory';
import { expectLedgerInvariants } from '../ledger/invariants';
import { flightBooking, flightOffer } from './helpers';

const apiRoot = resolve(__dirname, '../..');
const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A fresh database on the PostgreSQL server of DATABASE_URL, or none (the embedded PGlite in DATA_DIR). */
async function freshDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) return { url: undefined, drop: async () => {} };
  const name = `portal_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
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

/** The real server process (src/main.ts), as `npm start` runs it, on the given data. */
function startServer(env: Record<string, string>): { child: ChildProcess; exited: Promise<NodeJS.Signals | number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', JWT_SECRET: 'crash-test-secret-0123456789-abcdefghijklmnop', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((done) => child.once('exit', (code, signal) => done(signal ?? code)));
  return { child, exited };
}

async function waitForHealth(base: string, exited: Promise<unknown>): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let i = 0; i < 960 && !stopped; i++) {
    const healthy = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

describe('a process killed between the card payment and the points hold', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let port: number;
  let base: string;
  let server: ReturnType<typeof startServer> | null = null;
  const env = () => ({ PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) });

  beforeAll(async () => {
    database = await freshDatabase();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is undone after the restart: card voided, no points taken, supplier hold cancelled, the key replays the failure', { timeout: 600_000 }, async () => {
    server = startServer({ ...env(), TEST_CRASH_AFTER_PAYMENT: '1' });
    await waitForHealth(base, server.exited);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', campaign: '77' },
      body: JSON.stringify({ email: 'membro@demo.test', password: 'Demo@1234' }),
    });
    const { idToken } = (await login.json()) as { idToken: string };
    const headers = { 'content-type': 'application/json', campaign: '77', authorization: `Bearer ${idToken}` };
    const balanceBefore = ((await (await fetch(`${base}/api/user`, { headers })).json()) as { pointsBalance: number }).pointsBalance;
    const key = randomUUID();
    const payload = JSON.stringify(flightBooking(await flightOffer(), '4111111111111111'));
    const purchase = { method: 'POST', headers: { ...headers, 'idempotency-key': key }, body: payload };

    await expect(fetch(`${base}/api/booking`, purchase)).rejects.toThrow();
    expect(await server.exited).toBe('SIGKILL');

    server = startServer({ ...env(), BOOKING_INTERRUPTED_AFTER_MS: '0' });
    await waitForHealth(base, server.exited);
    let replay: Response | null = null;
    for (let i = 0; i < 40; i++) {
      replay = await fetch(`${base}/api/booking`, purchase);
      if (replay.status !== 409 || ((await replay.clone().json()) as { code?: string }).code !== 'IN_PROGRESS') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(replay?.status).toBe(409);
    expect(((await replay?.json()) as { code: string }).code).toBe('INTERRUPTED');
    const user = (await (await fetch(`${base}/api/user`, { headers })).json()) as { pointsBalance: number };
    expect(user.pointsBalance).toBe(balanceBefore);
    const listed = (await (await fetch(`${base}/api/bookings`, { headers })).json()) as unknown[];
    expect(listed).toEqual([]);

    server.child.kill('SIGTERM');
    await server.exited;
    server = null;
    const db = await openDatabase({ databaseUrl: database.url, dataDir });
    try {
      const [booking] = await db.db.select().from(bookings);
      expect(booking).toMatchObject({ state: 'failed', statusId: 5, failureReason: 'INTERRUPTED' });
      const transactions = await db.db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, booking?.locator ?? ''));
      expect(transactions.map((t) => t.status)).toEqual(['voided']);
      const holds = await db.db.select().from(ledgerHolds).where(eq(ledgerHolds.status, 'held'));
      expect(holds).toEqual([]);
      const supplierHolds = (booking?.supplierHoldId ?? '').split(',').filter(Boolean);
      expect(supplierHolds.length).toBeGreaterThan(0);
      const inventory = readSandboxHolds(join(dataDir, 'sandbox-inventory.jsonl'));
      expect(inventory.filter((h) => supplierHolds.includes(h.holdId)).map((h) => h.status)).toEqual(supplierHolds.map(() => 'CANCELLED'));
      await expectLedgerInvariants(db.db);
      const debits = await db.db.execute(sql`select count(*)::int as n from ledger_holds`);
      expect((debits as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  });
});
