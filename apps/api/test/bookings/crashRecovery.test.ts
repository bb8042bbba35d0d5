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
import { daysAhead, flightBooking, flightOffer, hotelRoomsBooking } from './helpers';

/** Two rooms of one adult each: the hotel takes one supplier hold per room. */
const twoRooms = {
  addressCode: '3550308',
  checkinDate: daysAhead(60),
  checkoutDate: daysAhead(62),
  qtAdult: 2,
  qtChild: 0,
  qtRooms: 2,
  childAge: [],
  rooms: [
    { adults: 1, seniorsAges: [], childAges: [] },
    { adults: 1, seniorsAges: [], childAges: [] },
  ],
};
const roomGuests = [
  [{ name: 'MARIA', lastName: 'SOUZA', email: 'membro@demo.test', birthdate: '1990-05-04' }],
  [{ name: 'ANA', lastName: 'LIMA', birthdate: '1985-03-02' }],
];

/** What a booking left behind: its state, and the statuses of its card, points and supplier holds. */
interface Left {
  state: string;
  failureReason: string | null;
  card: string[];
  points: string[];
  seats: string[];
}
const undone = { state: 'failed', failureReason: 'INTERRUPTED' };
const finished: Left = {
  state: 'issued',
  failureReason: null,
  card: ['captured'],
  points: ['captured'],
  seats: ['ISSUED'],
};

/**
 * Each purchase dies right after one step: between every pair of the saga's steps, between the
 * two supplier holds of a two-room hotel, and inside the capture (points captured, card not
 * yet). Before the issue it is undone; once issued it is finished.
 */
const crashes: Array<{ after: StepId; product: 'flight' | 'twoRooms'; left: Left }> = [
  {
    after: 'supplierHold',
    product: 'flight',
    left: { ...undone, card: [], points: [], seats: ['CANCELLED'] },
  },
  {
    after: 'supplierHold',
    product: 'twoRooms',
    left: { ...undone, card: [], points: [], seats: ['CANCELLED'] },
  },
  {
    after: 'cardAuthorisation',
    product: 'flight',
    left: { ...undone, card: ['voided'], points: [], seats: ['CANCELLED'] },
  },
  {
    after: 'pointsHold',
    product: 'flight',
    left: { ...undone, card: ['voided'], points: ['released'], seats: ['CANCELLED'] },
  },
  { after: 'issue', product: 'flight', left: finished },
  { after: 'pointsCapture', product: 'flight', left: finished },
];

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
    // The shortest wait the configuration allows: twice these deadlines, checked every 500 ms.
    SUPPLIER_TIMEOUT_MS: '1000',
    PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
    BOOKING_INTERRUPTED_AFTER_MS: '4000',
    BOOKING_RECOVERY_INTERVAL_MS: '500',
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
      const payloads = {
        flight: flightBooking(await flightOffer(), '4111111111111111'),
        twoRooms: await hotelRoomsBooking(twoRooms, roomGuests, '4111111111111111'),
      };
      const purchase = (key: string, product: keyof typeof payloads = 'flight') =>
        fetch(`${base}/api/booking`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': key },
          body: JSON.stringify(payloads[product]),
        });
      /** The answer a key replays once the recovery undid its purchase. */
      const recovered = async (key: string, product: keyof typeof payloads) => {
        for (let i = 0; i < 80; i++) {
          const replay = await purchase(key, product);
          const body = (await replay.json()) as { code?: string };
          if (replay.status !== 409 || body.code !== 'IN_PROGRESS') return body.code;
          await new Promise((r) => setTimeout(r, 250));
        }
        return 'IN_PROGRESS';
      };

      let balanceBefore = 0;
      const keys: string[] = [];
      for (const [index, crash] of crashes.entries()) {
        server = startServer(
          { ...env(), CRASH_AFTER_STEP: crash.after },
          { entry: 'test/helpers/crashingServer.ts' },
        );
        await waitForHealth(base, server);
        await signIn();
        if (index === 0) balanceBefore = await balance();
        // The previous crash is recovered at start, before this process takes another purchase.
        const previous = crashes[index - 1];
        if (previous?.left.state === 'failed')
          expect(await recovered(keys.at(-1)!, previous.product)).toBe('INTERRUPTED');
        const key = randomUUID();
        keys.push(key);
        await expect(purchase(key, crash.product)).rejects.toThrow();
        expect(await server.exited).toBe('SIGKILL');
      }

      server = startServer(env());
      await waitForHealth(base, server);
      await signIn();
      // The purchases that died once issued are finished, not undone: their captures complete.
      const issuedCount = crashes.filter((crash) => crash.left === finished).length;
      let issued: Array<{ paymentTransaction: { status: string } | null }> = [];
      for (
        let i = 0;
        i < 80 &&
        (issued.length < issuedCount ||
          issued.some((b) => b.paymentTransaction?.status !== 'captured'));
        i++
      ) {
        if (i > 0) await new Promise((r) => setTimeout(r, 250));
        const listed = (await (await fetch(`${base}/api/bookings`, { headers })).json()) as Array<{
          statusId: number;
          paymentTransaction: { status: string } | null;
        }>;
        issued = listed.filter((b) => b.statusId === 2);
      }
      expect(issued.map((b) => b.paymentTransaction?.status)).toEqual(
        Array(issuedCount).fill('captured'),
      );
      expect(await balance()).toBe(balanceBefore - issuedCount * payloads.flight.pointsPrice);

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
        expect(rows).toHaveLength(crashes.length);
        for (const [index, crash] of crashes.entries())
          expect(await seen(keys[index]!), `crash after ${crash.after}`).toEqual(crash.left);
        // Every seat the supplier holds belongs to a booking that records it: none leaked.
        expect(inventory.filter((h) => h.status !== 'CANCELLED')).toHaveLength(issuedCount);
        expect(inventory).toHaveLength(rows.flatMap((b) => b.supplierHoldIds).length);
        await expectLedgerInvariants(db.db);
      } finally {
        await db.close();
      }
    },
  );
});
