import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { bookings, ledgerHolds, paymentTransactions } from '../../src/db/schema';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../helpers/serverProcess';
import { freshDatabase } from '../helpers/testApp';
import { storedSandboxHolds } from '../helpers/sandboxHolds';
import { expectLedgerInvariants } from '../ledger/invariants';
import { flightBooking, flightOffer } from './helpers';

describe('a process killed between the card payment and the points hold', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let port: number;
  let base: string;
  let server: ServerProcess | null = null;
  const env = () => ({
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });

  beforeAll(async () => {
    database = await freshDatabase('portal_crash');
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'is undone after the restart: card voided, no points taken, supplier hold cancelled, the key replays the failure',
    { timeout: 600_000 },
    async () => {
      server = startServer({ ...env(), TEST_CRASH_AFTER_STEP: 'cardAuthorisation' });
      await waitForHealth(base, server);
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', campaign: '77' },
        body: JSON.stringify({ email: 'membro@demo.test', password: 'Demo@1234' }),
      });
      const { idToken } = (await login.json()) as { idToken: string };
      const headers = {
        'content-type': 'application/json',
        campaign: '77',
        authorization: `Bearer ${idToken}`,
      };
      const balanceBefore = (
        (await (await fetch(`${base}/api/user`, { headers })).json()) as { pointsBalance: number }
      ).pointsBalance;
      const key = randomUUID();
      const payload = JSON.stringify(flightBooking(await flightOffer(), '4111111111111111'));
      const purchase = {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: payload,
      };

      await expect(fetch(`${base}/api/booking`, purchase)).rejects.toThrow();
      expect(await server.exited).toBe('SIGKILL');

      server = startServer({ ...env(), BOOKING_INTERRUPTED_AFTER_MS: '0' });
      await waitForHealth(base, server);
      let replay: Response | null = null;
      for (let i = 0; i < 40; i++) {
        replay = await fetch(`${base}/api/booking`, purchase);
        if (
          replay.status !== 409 ||
          ((await replay.clone().json()) as { code?: string }).code !== 'IN_PROGRESS'
        )
          break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(replay?.status).toBe(409);
      expect(((await replay?.json()) as { code: string }).code).toBe('INTERRUPTED');
      const user = (await (await fetch(`${base}/api/user`, { headers })).json()) as {
        pointsBalance: number;
      };
      expect(user.pointsBalance).toBe(balanceBefore);
      const listed = (await (await fetch(`${base}/api/bookings`, { headers })).json()) as unknown[];
      expect(listed).toEqual([]);

      server.child.kill('SIGTERM');
      await server.exited;
      server = null;
      const db = await openDatabase({ databaseUrl: database.url, dataDir });
      try {
        const [booking] = await db.db.select().from(bookings);
        expect(booking).toMatchObject({
          state: 'failed',
          statusId: 5,
          failureReason: 'INTERRUPTED',
        });
        const transactions = await db.db
          .select()
          .from(paymentTransactions)
          .where(eq(paymentTransactions.reference, booking?.locator ?? ''));
        expect(transactions.map((t) => t.status)).toEqual(['voided']);
        const holds = await db.db.select().from(ledgerHolds).where(eq(ledgerHolds.status, 'held'));
        expect(holds).toEqual([]);
        const supplierHolds = booking?.supplierHoldIds ?? [];
        expect(supplierHolds.length).toBeGreaterThan(0);
        const inventory = await storedSandboxHolds(db, dataDir);
        expect(
          inventory.filter((h) => supplierHolds.includes(h.holdId)).map((h) => h.status),
        ).toEqual(supplierHolds.map(() => 'CANCELLED'));
        await expectLedgerInvariants(db.db);
        const debits = await db.db.execute(sql`select count(*)::int as n from ledger_holds`);
        expect((debits as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
      } finally {
        await db.close();
      }
    },
  );
});
