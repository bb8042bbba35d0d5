import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerService } from '../../src/modules/ledger/service';
import { memberWithPoints } from '../helpers/members';
import { createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants } from '../ledger/invariants';
import { flightBooking, flightOffer, postBooking, prices } from './helpers';

// Purchases racing on one member only mean something with a connection per request: these run
// on the real PostgreSQL of DATABASE_URL (CI sets it), as the ledger's own concurrency tests do.
describe.runIf(!!process.env.DATABASE_URL)('purchases under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  afterEach(async () => expectLedgerInvariants(t.database.db));

  /** A member of campaign 77, signed in, with exactly `points` points. */
  async function memberWith(points: number): Promise<{ token: string; userId: string }> {
    const { email, userId } = await memberWithPoints(t.database.db, points, {
      tag: 'concurrent',
      name: 'Compra',
      lastName: 'Concorrente',
    });
    const { idToken } = await login(t.app, { email, password: demo.member.password });
    return { token: idToken, userId };
  }

  const issuedCount = async (userId: string) => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from bookings where user_id = ${userId} and status_id = 2`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  };

  it(
    '50 concurrent purchases by a member who can afford exactly 5 give 5 bookings and a zero balance',
    { timeout: 120_000 },
    async () => {
      const offer = await flightOffer();
      const price = prices(offer.totalCents).pointsTotalValue;
      const { token, userId } = await memberWith(price * 5);
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => postBooking(t, token, flightBooking(offer, null, price))),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      expect(await issuedCount(userId)).toBe(5);
      expect(await ledgerService(t.database.db).balance(77, userId)).toBe(0);
    },
  );

  it(
    'the same idempotency key sent 20 times concurrently gives one booking and one debit',
    { timeout: 120_000 },
    async () => {
      const offer = await flightOffer();
      const price = prices(offer.totalCents).pointsTotalValue;
      const { token, userId } = await memberWith(price * 3);
      const key = randomUUID();
      const payload = flightBooking(offer, null, price);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => postBooking(t, token, payload, key)),
      );
      const answered = responses.filter((r) => r.statusCode === 200);
      // Replays racing the first submission are told it is still being processed; none is a new purchase.
      expect(
        responses.every(
          (r) => r.statusCode === 200 || r.json<{ code: string }>().code === 'IN_PROGRESS',
        ),
      ).toBe(true);
      expect(answered.length).toBeGreaterThanOrEqual(1);
      expect(
        new Set(answered.map((r) => r.json<{ booking: { locator: string } }>().booking.locator))
          .size,
      ).toBe(1);
      const final = await postBooking(t, token, payload, key);
      expect(final.statusCode).toBe(200);
      expect(await issuedCount(userId)).toBe(1);
      expect(await ledgerService(t.database.db).balance(77, userId)).toBe(price * 2);
    },
  );
});
