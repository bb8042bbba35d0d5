import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../src/db/prepared';
import { users } from '../../src/db/schema';
import { bookingsRepository } from '../../src/modules/bookings/repository';
import { flightOffer, insertFlightBooking } from '../bookings/helpers';
import { createTestApp, demo, type TestApp } from '../helpers/testApp';

describe('statements built once (db/prepared)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('builds a statement once per database handle and key', async () => {
    const db = t.database.db;
    let builds = 0;
    const member = () =>
      prepared(db, 'test.memberByEmail', (db) => {
        builds++;
        return db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, sql.placeholder('email')));
      });
    expect(member()).toBe(member());
    expect(builds).toBe(1);
    const [found] = await member().execute({ email: demo.member.email });
    expect(found?.id).toEqual(expect.any(String));
  });

  it('writes null as SQL null, and dates, JSON and arrays as drizzle does, whatever the shape', async () => {
    const db = t.database.db;
    const repo = bookingsRepository(db);
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.member.email));
    if (!member) throw new Error('demo member missing');
    const row = await insertFlightBooking(repo, member.id, await flightOffer(), 'PREP');
    const stored = async () =>
      (
        (await db.execute(
          sql`select pending_holds is null as "holdsNull", expires_at, response_body as "body",
                supplier_hold_ids as "holdIds" from bookings where id = ${row.id}`,
        )) as unknown as {
          rows: Array<{
            holdsNull: boolean;
            expires_at: unknown;
            body: unknown;
            holdIds: string[];
          }>;
        }
      ).rows[0];

    await repo.update(row.id, {
      pendingHolds: [{ ref: 'R1', quantity: 1 }],
      expiresAt: new Date('2031-02-03T04:05:06.000Z'),
      responseBody: { list: [1, 2], text: 'ação' },
      supplierHoldIds: ['h1', 'h2'],
    });
    expect(await stored()).toMatchObject({
      holdsNull: false,
      body: { list: [1, 2], text: 'ação' },
      holdIds: ['h1', 'h2'],
    });
    await repo.update(row.id, { pendingHolds: null, expiresAt: null, responseBody: null });
    expect(await stored()).toMatchObject({ holdsNull: true, expires_at: null, body: null });

    const at = new Date('2032-03-04T05:06:07.000Z');
    const moved = await repo.move(row, 'failed', { expiresAt: at, failureReason: 'TEST' });
    expect(moved).toMatchObject({ state: 'failed', failureReason: 'TEST', expiresAt: at });
    await expect(repo.move(row, 'failed')).rejects.toThrow(/no longer processing/);
  });
});
