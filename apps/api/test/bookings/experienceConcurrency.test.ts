import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  experienceSearchResponseSchema,
  experienceTotalCents,
  type Experience,
} from '@portal/domain/activities';
import { DatabaseExperienceSupplier } from '../../src/modules/experiences/supplier';
import { ledgerService } from '../../src/modules/ledger/service';
import { memberWithPoints } from '../helpers/members';
import { bearer, createTestApp, demo, login, type TestApp } from '../helpers/testApp';
import { expectLedgerInvariants } from '../ledger/invariants';
import { daysAhead, postBooking, prices } from './helpers';

const SAO_PAULO = '3550308';
const MEMBERS = 20;
const LAST_PLACES = 3;

// Row locks only race with a connection per request: this runs on the real PostgreSQL of DATABASE_URL.
describe.runIf(!!process.env.DATABASE_URL)(
  'the last places of an experience date under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    }, 240_000);
    afterAll(async () => {
      if (t) await expectLedgerInvariants(t.database.db);
      await t?.close();
    });

    const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
      ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

    /** A campaign 77 member with the demo password and `points` points. */
    async function member(n: number, points: number): Promise<{ token: string; userId: string }> {
      const { email, userId } = await memberWithPoints(t.database.db, points, {
        tag: 'experience-race',
        name: `Membro${n}`,
        lastName: 'Corrida',
      });
      // Each buyer signs in from an address of their own, as real members do, below the login rate limit.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.13.0.${n + 1}`,
        headers: { campaign: '77' },
        payload: { email, password: demo.member.password },
      });
      expect(response.statusCode, response.body).toBe(200);
      return { token: response.json<{ idToken: string }>().idToken, userId };
    }

    it(
      `${MEMBERS} members book the last ${LAST_PLACES} places of a date at once: exactly ${LAST_PLACES} succeed and nothing is left held`,
      { timeout: 240_000 },
      async () => {
        const { idToken: token } = await login(t.app, demo.member);
        const found = await t.app.inject({
          method: 'GET',
          url: `/api/experience?cityId=${SAO_PAULO}&startDate=${daysAhead(70)}&endDate=${daysAhead(76)}`,
          headers: bearer(token),
        });
        expect(found.statusCode, found.body).toBe(200);
        const experience: Experience = experienceSearchResponseSchema.parse(found.json())[0]!;
        const slot = experience.experienceDates[0]!;
        // Everything but the last places is already sold, held as another buyer's.
        await new DatabaseExperienceSupplier(t.database.db).hold({
          ref: slot.id,
          quantity: slot.qtTotal - LAST_PLACES,
          date: slot.date,
        });

        const price = prices(
          experienceTotalCents(Math.round(experience.price * 100), 1, experience.qtParticipants),
        );
        const buyers = await Promise.all(
          Array.from({ length: MEMBERS }, (_, n) => member(n, price.pointsTotalValue)),
        );
        const payload = (n: number) => ({
          type: 'EXPERIENCE',
          experience: {
            id: experience.id,
            name: experience.name,
            qtParticipants: experience.qtParticipants,
            price: experience.price,
          },
          experienceDate: { id: slot.id, date: slot.date },
          adults: 1,
          childs: 0,
          passengers: [
            { name: `MEMBRO${n}`, lastName: 'CORRIDA', address: 'Av. Paulista, 1000, São Paulo' },
          ],
          pointsTotalValue: price.pointsTotalValue,
          cashTotalValue: price.cashTotalValue,
          pointsPrice: price.pointsTotalValue,
          cashPrice: 0,
        });

        const answers = await Promise.all(
          buyers.map((buyer, n) => postBooking(t, buyer.token, payload(n))),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 200)).toHaveLength(LAST_PLACES);
        const refused = answers.filter((a) => a.statusCode !== 200);
        expect(refused.every((a) => a.statusCode === 409)).toBe(true);
        expect(new Set(refused.map((a) => a.json<{ error: string }>().error))).toEqual(
          new Set(['Não há vagas suficientes nesta data.']),
        );

        // The session is full with exactly the sold places, and every refused buyer kept all their points.
        const taken = await rows<{ n: number }>(
          sql`select coalesce(sum(quantity), 0)::int as n from experience_slot_bookings where slot_id = ${slot.id} and status in ('held', 'issued')`,
        );
        expect(taken).toEqual([{ n: slot.qtTotal }]);
        const issued = await rows<{ n: number }>(
          sql`select count(*)::int as n from experience_slot_bookings where slot_id = ${slot.id} and status = 'issued'`,
        );
        expect(issued).toEqual([{ n: LAST_PLACES }]);
        const ledger = ledgerService(t.database.db);
        const balances = await Promise.all(buyers.map((b) => ledger.balance(77, b.userId)));
        expect(balances.filter((b) => b === 0)).toHaveLength(LAST_PLACES);
        expect(balances.filter((b) => b === price.pointsTotalValue)).toHaveLength(
          MEMBERS - LAST_PLACES,
        );
        const openHolds = await rows<{ n: number }>(
          sql`select count(*)::int as n from ledger_holds where user_id in (${sql.join(
            buyers.map((b) => sql`${b.userId}`),
            sql`, `,
          )}) and status = 'held'`,
        );
        expect(openHolds).toEqual([{ n: 0 }]);
      },
    );
  },
);
