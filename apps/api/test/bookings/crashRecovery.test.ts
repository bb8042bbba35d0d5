import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { bookings, ledgerHolds, paymentTransactions } from '../../src/db/schema';
import type { StepId } from '../../src/modules/bookings/saga';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../helpers/serverProcess';
import { freshDatabase } from '../helpers/testApp';
import { storedSandboxHolds } from '../helpers/sandboxHolds';
import { expectLedgerInvariants } from '../ledger/invariants';
import { flightBooking, flightOffer } from './helpers';

/** Each purchase dies after one step: between every pair of the saga's steps. */
const crashes: StepId[] = ['supplierHold', 'cardAuthorisation', 'pointsHold', 'issue'];

describe('a process killed between any two steps of a purchase', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let port: number;
  let base: string;
  let server: ServerProcess | null = null;
  const env = () => ({
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    BOOKING_INTERRUPTED_AFTER_MS: '0',
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
    'is undone after the restart (or, once issued, captured): nothing lost or taken twice, the keys replay the failure',
    { timeout: 1_200_000 },
    async () => {
      let headers: Record<string, string> = {};
      const signIn = async () => {
        const login = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', campaign: '77' },
          body: JSON.stringify({ email: 'membro@demo.test', password: 'Demo@1234' }),
        });
        const { idToken } = (await login.json()) as { idToken: string };
        headers = {
          'content-type': 'application/json',
          campaign: '77',
          authorization: `Bearer ${idToken}`,
        };
      };
      const balance = async () =>
        (
          (await (await fetch(`${base}/api/user`, { headers })).json()) as {
            pointsBalance: number;
          }
        ).pointsBalance;
      const offer = await flightOffer();
      const payload = flightBooking(offer, '4111111111111111');
      const purchase = (key: string) =>
        fetch(`${base}/api/booking`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': key },
          body: JSON.stringify(payload),
        });
      /** The answer a key replays once the recovery undid its purchase. */
      const recovered = async (key: string) => {
        for (let i = 0; i < 80; i++) {
          const replay = await purchase(key);
          const body = (await replay.json()) as { code?: string };
          if (replay.status !== 409 || body.code !== 'IN_PROGRESS') return body.code;
          await new Promise((r) => setTimeout(r, 250));
        }
        return 'IN_PROGRESS';
      };

      let balanceBefore = 0;
      const keys: string[] = [];
      for (const [index, step] of crashes.entries()) {
        server = startServer({ ...env(), TEST_CRASH_AFTER_STEP: step });
        await waitForHealth(base, server);
        await signIn();
        if (index === 0) balanceBefore = await balance();
        // The previous crash is recovered at start, before this process takes another purchase.
        const previous = keys.at(-1);
        if (previous) expect(await recovered(previous)).toBe('INTERRUPTED');
        const key = randomUUID();
        keys.push(key);
        await expect(purchase(key)).rejects.toThrow();
        expect(await server.exited).toBe('SIGKILL');
      }

      server = startServer(env());
      await waitForHealth(base, server);
      await signIn();
      // The purchase that died once issued is finished, not undone: its captures complete.
      let issued: { statusId: number; paymentTransaction: { status: string } | null } | undefined;
      for (let i = 0; i < 80 && issued?.paymentTransaction?.status !== 'captured'; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 250));
        const listed = (await (await fetch(`${base}/api/bookings`, { headers })).json()) as Array<{
          statusId: number;
          paymentTransaction: { status: string } | null;
        }>;
        issued = listed.find((b) => b.statusId === 2);
      }
      expect(issued?.paymentTransaction?.status).toBe('captured');
      expect(await balance()).toBe(balanceBefore - payload.pointsPrice);

      server.child.kill('SIGTERM');
      await server.exited;
      server = null;
      const db = await openDatabase({ databaseUrl: database.url, dataDir });
      try {
        const rows = await db.db.select().from(bookings);
        const byKey = (key: string) => rows.find((b) => b.idempotencyKey === key);
        const inventory = await storedSandboxHolds(db, dataDir);
        const seen = async (key: string) => {
          const booking = byKey(key);
          const locator = booking?.locator ?? '';
          return {
            state: booking?.state,
            failureReason: booking?.failureReason,
            card: (
              await db.db
                .select()
                .from(paymentTransactions)
                .where(eq(paymentTransactions.reference, locator))
            ).map((t) => t.status),
            points: (
              await db.db.select().from(ledgerHolds).where(eq(ledgerHolds.reference, locator))
            ).map((h) => h.status),
            seats: inventory
              .filter((h) => booking?.supplierHoldIds.includes(h.holdId))
              .map((h) => h.status),
          };
        };
        const undone = { state: 'failed', failureReason: 'INTERRUPTED' };
        expect(rows).toHaveLength(crashes.length);
        expect(await seen(keys[0]!)).toEqual({
          ...undone,
          card: [],
          points: [],
          seats: ['CANCELLED'],
        });
        expect(await seen(keys[1]!)).toEqual({
          ...undone,
          card: ['voided'],
          points: [],
          seats: ['CANCELLED'],
        });
        expect(await seen(keys[2]!)).toEqual({
          ...undone,
          card: ['voided'],
          points: ['released'],
          seats: ['CANCELLED'],
        });
        expect(await seen(keys[3]!)).toEqual({
          state: 'issued',
          failureReason: null,
          card: ['captured'],
          points: ['captured'],
          seats: ['ISSUED'],
        });
        // Every seat the supplier holds belongs to a booking that records it: none leaked.
        expect(inventory.filter((h) => h.status !== 'CANCELLED')).toHaveLength(1);
        expect(inventory).toHaveLength(rows.flatMap((b) => b.supplierHoldIds).length);
        await expectLedgerInvariants(db.db);
      } finally {
        await db.close();
      }
    },
  );
});
