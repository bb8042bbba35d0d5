import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BusRoute } from '@portal/domain/buses';
import { productBookingMessages } from '@portal/domain/bookings';
import { ledgerService } from '../../src/modules/ledger/service';
import { memberWithPoints } from '../helpers/members';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants } from '../ledger/invariants';
import { busBooking, busDeparture, freeBusSeats, paying, postBooking, prices } from './helpers';

const RACERS = 10;

// Buyers racing on one seat only mean something with a connection per request: these run on the
// real PostgreSQL of DATABASE_URL (CI sets it), as the ledger's own concurrency tests do.
describe.runIf(!!process.env.DATABASE_URL)(
  'the last seat of a bus under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => t?.close());
    afterEach(async () => expectLedgerInvariants(t.database.db));

    const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
      ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

    /** A member of campaign 77, signed in, with exactly `points` points. */
    async function memberWith(points: number): Promise<{ token: string; userId: string }> {
      const { email, userId } = await memberWithPoints(t.database.db, points, {
        tag: 'bus-seat',
        name: 'Assento',
        lastName: 'Concorrente',
      });
      const { idToken } = await login(t.app, { email, password: demo.member.password });
      return { token: idToken, userId };
    }

    /** A one-way booking of these seats, one passenger each, all in points or the minimum points plus a card. */
    function booking(route: BusRoute, seats: string[], mode: 'points' | 'card') {
      const passengers = seats.map((seat, i) => ({
        firstName: `PASSAGEIRO ${String.fromCharCode(65 + i)}`,
        lastName: `ASSENTO ${seat}`,
        email: 'assento@example.com',
        birth: '1990-05-04',
        document: { number: '52998224725', type: 'CPF' },
        gender: 'FEMALE',
        isMain: i === 0,
      }));
      const totalCents = Math.round(route.cashValue * 100) * seats.length;
      return busBooking(
        { going: route },
        { going: seats },
        passengers,
        paying(totalCents, mode === 'card' ? '4111111111111111' : null),
      );
    }

    it(
      `${RACERS} members book the same last seat at once: one gets it, the others the seat-taken message, nothing left held`,
      { timeout: 240_000 },
      async () => {
        const filler = await memberWith(50_000_000);
        const route = await busDeparture(t, filler.token);
        const free = await freeBusSeats(t, filler.token, route);
        expect(free.length).toBeGreaterThan(1);
        const last = free[free.length - 1]!;
        // Every other free seat is sold first, nine passengers at most per booking.
        const others = free.slice(0, -1);
        for (let i = 0; i < others.length; i += 9) {
          const sold = await postBooking(
            t,
            filler.token,
            booking(route, others.slice(i, i + 9), 'points'),
          );
          expect(sold.statusCode, sold.body).toBe(200);
        }
        expect(await freeBusSeats(t, filler.token, route)).toEqual([last]);

        const price = prices(Math.round(route.cashValue * 100)).pointsTotalValue;
        const racers = await Promise.all(Array.from({ length: RACERS }, () => memberWith(price)));
        const answers = await Promise.all(
          racers.map((r, i) =>
            postBooking(t, r.token, booking(route, [last], i % 2 ? 'card' : 'points')),
          ),
        );

        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(1);
        const refused = answers.filter((a) => a.statusCode !== 200);
        expect(refused).toHaveLength(RACERS - 1);
        for (const answer of refused) {
          expect(answer.statusCode, answer.body).toBe(409);
          expect(answer.json()).toMatchObject({
            error: productBookingMessages.seatTaken(last),
            code: 'SEAT_TAKEN',
          });
        }

        const winner = racers[statuses.indexOf(200)]!;
        const losers = racers.filter((r) => r !== winner);
        const ledger = ledgerService(t.database.db);
        for (const loser of losers) {
          expect(await ledger.balance(77, loser.userId)).toBe(price);
          const held = await rows<{ n: number }>(
            sql`select count(*)::int as n from ledger_holds where user_id = ${loser.userId} and status = 'held'`,
          );
          expect(held[0]?.n).toBe(0);
          const charged = await rows<{ n: number }>(
            sql`select count(*)::int as n from payment_transactions where user_id = ${loser.userId} and status in ('pending', 'authorized', 'captured', 'requires_two_factor', 'requires_redirect')`,
          );
          expect(charged[0]?.n).toBe(0);
          const bookings = await rows<{ n: number }>(
            sql`select count(*)::int as n from bookings where user_id = ${loser.userId} and status_id in (1, 2)`,
          );
          expect(bookings[0]?.n).toBe(0);
        }
        const full = await t.app.inject({
          method: 'POST',
          url: '/api/services/bus/rate-check',
          headers: bearer(filler.token),
          payload: { goingBus: route.key, goingBusRefToken: route.refToken, occupancy: 1 },
        });
        expect(full.statusCode).toBe(409);
        expect(full.json().error).toBe('Não há mais assentos suficientes nesta viagem.');
      },
    );
  },
);
