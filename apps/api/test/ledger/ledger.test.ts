import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ledgerEntries, ledgerPostings, pointLots } from '../../src/db/schema';
import { startLedgerExpiryJob } from '../../src/jobs/ledgerExpiry';
import { REFUND_MIN_VALIDITY_DAYS } from '../../src/modules/ledger/service';
import { newMember } from './invariants';
import { sharedLedger } from './sharedLedger';

const DAY = 24 * 60 * 60 * 1000;
const days = (n: number, from = Date.now()) => new Date(from + n * DAY);

describe('points ledger', () => {
  const app = sharedLedger();

  const lotsOf = async (userId: string) => {
    const result = (await app.db.execute(
      sql`select l.points, l.remaining, l.expires_at from point_lots l join ledger_accounts a on a.id = l.account_id where a.user_id = ${userId} order by l.created_at, l.id`,
    )) as unknown as {
      rows: { points: string; remaining: string; expires_at: Date | string | null }[];
    };
    return result.rows.map((r) => ({
      points: Number(r.points),
      remaining: Number(r.remaining),
      expiresAt: r.expires_at ? new Date(r.expires_at).getTime() : null,
    }));
  };

  async function memberWithLots(lots: [number, Date | null][]): Promise<string> {
    const userId = await newMember(app.db);
    for (const [i, [points, expiresAt]] of lots.entries()) {
      await app.ledger.accrue({
        campaignId: 77,
        userId,
        points,
        description: `lote ${i}`,
        expiresAt,
        idempotencyKey: `test:${userId}:${i}`,
      });
    }
    return userId;
  }

  it('accrues idempotently: a replay returns the first posting, another body with the key is refused', async () => {
    const userId = await newMember(app.db);
    const accrual = {
      campaignId: 77,
      userId,
      points: 1000,
      description: 'Compra na loja',
      expiresAt: days(30),
      idempotencyKey: `acc:${userId}`,
    };
    const first = await app.ledger.accrue(accrual);
    const again = await app.ledger.accrue({ ...accrual });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ postingId: first.postingId, lotId: first.lotId, replayed: true });
    await expect(app.ledger.accrue({ ...accrual, points: 999 })).rejects.toMatchObject({
      statusCode: 409,
      code: 'IDEMPOTENCY_MISMATCH',
    });
    await expect(
      app.ledger.accrue({ ...accrual, idempotencyKey: 'x', points: 0 }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await app.ledger.balance(77, userId)).toBe(1000);
  });

  it('holds first-expiring-first, with lots without expiry last', async () => {
    const userId = await memberWithLots([
      [100, null],
      [100, days(60)],
      [100, days(10)],
    ]);
    const { hold } = await app.ledger.hold({
      campaignId: 77,
      userId,
      points: 150,
      description: 'Reserva AB12',
      reference: 'AB12',
      idempotencyKey: `hold:${userId}`,
    });
    expect(hold).toMatchObject({ status: 'held', points: 150 });
    const lots = await lotsOf(userId);
    expect(lots.map((l) => l.remaining)).toEqual([100, 50, 0]);
    expect(await app.ledger.balance(77, userId)).toBe(150);
  });

  it('refuses a hold above the balance, and a replayed hold takes the points once', async () => {
    const userId = await memberWithLots([[300, days(5)]]);
    await expect(
      app.ledger.hold({
        campaignId: 77,
        userId,
        points: 301,
        description: 'x',
        reference: 'R',
        idempotencyKey: `big:${userId}`,
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'INSUFFICIENT_POINTS',
    });
    const request = {
      campaignId: 77,
      userId,
      points: 200,
      description: 'Reserva',
      reference: 'R1',
      idempotencyKey: `h:${userId}`,
    };
    const a = await app.ledger.hold(request);
    const b = await app.ledger.hold(request);
    expect(b).toMatchObject({ replayed: true, hold: { id: a.hold.id } });
    await expect(app.ledger.hold({ ...request, points: 100 })).rejects.toMatchObject({
      statusCode: 409,
      code: 'IDEMPOTENCY_MISMATCH',
    });
    expect(await app.ledger.balance(77, userId)).toBe(100);
  });

  it('remembers no account created by a transaction that rolled back', async () => {
    // The member's account is first created inside a hold that fails: it must not be reused.
    const userId = await newMember(app.db);
    await expect(
      app.ledger.hold({
        campaignId: 77,
        userId,
        points: 10,
        description: 'x',
        reference: 'R0',
        idempotencyKey: `none:${userId}`,
      }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_POINTS',
    });
    await app.ledger.accrue({
      campaignId: 77,
      userId,
      points: 40,
      description: 'Crédito',
      expiresAt: null,
      idempotencyKey: `after:${userId}`,
    });
    const { hold } = await app.ledger.hold({
      campaignId: 77,
      userId,
      points: 30,
      description: 'Reserva',
      reference: 'R0',
      idempotencyKey: `h0:${userId}`,
    });
    expect((await app.ledger.capture(hold.id)).hold).toMatchObject({
      status: 'captured',
      points: 30,
    });
    expect(await app.ledger.balance(77, userId)).toBe(10);
    const systemAccounts = (await app.db.execute(
      sql`select kind, count(*)::int as n from ledger_accounts where campaign_id = 77 and user_id is null group by kind having count(*) > 1`,
    )) as unknown as { rows: unknown[] };
    expect(systemAccounts.rows).toEqual([]);
  });

  it('releases a hold back into the same lots, once', async () => {
    const userId = await memberWithLots([
      [100, days(10)],
      [100, days(20)],
    ]);
    const before = await lotsOf(userId);
    const { hold } = await app.ledger.hold({
      campaignId: 77,
      userId,
      points: 150,
      description: 'Reserva',
      reference: 'R2',
      idempotencyKey: `h2:${userId}`,
    });
    const released = await app.ledger.release(hold.id);
    expect(released.hold.status).toBe('released');
    expect(await lotsOf(userId)).toEqual(before);
    expect((await app.ledger.release(hold.id)).replayed).toBe(true);
    await expect(app.ledger.capture(hold.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'HOLD_NOT_HELD',
    });
    expect(await app.ledger.balance(77, userId)).toBe(200);
  });

  it('captures a hold into redemptions and refunds it as new lots keeping the expiry (at least the minimum validity)', async () => {
    const far = days(90);
    const userId = await memberWithLots([
      [100, days(2)],
      [100, far],
      [100, null],
    ]);
    const { hold } = await app.ledger.hold({
      campaignId: 77,
      userId,
      points: 250,
      description: 'Reserva',
      reference: 'R3',
      idempotencyKey: `h3:${userId}`,
    });
    const captured = await app.ledger.capture(hold.id);
    expect(captured.hold.status).toBe('captured');
    expect((await app.ledger.capture(hold.id)).replayed).toBe(true);
    await expect(app.ledger.release(hold.id)).rejects.toMatchObject({ statusCode: 409 });
    expect(await app.ledger.balance(77, userId)).toBe(50);

    const now = Date.now();
    // Partial refund: the latest-expiring points come back first (the no-expiry lot's 50).
    const first = await app.ledger.refund(
      hold.id,
      120,
      `refund:${userId}:1`,
      'Estorno parcial',
      new Date(now),
    );
    expect(first.replayed).toBe(false);
    expect(
      (
        await app.ledger.refund(
          hold.id,
          120,
          `refund:${userId}:1`,
          'Estorno parcial',
          new Date(now),
        )
      ).replayed,
    ).toBe(true);
    await expect(app.ledger.refund(hold.id, 200, `refund:${userId}:2`)).rejects.toMatchObject({
      statusCode: 409,
      code: 'REFUND_TOO_LARGE',
    });
    const second = await app.ledger.refund(
      hold.id,
      130,
      `refund:${userId}:2`,
      'Estorno final',
      new Date(now),
    );
    expect(second.hold.refundedPoints).toBe(250);
    expect(await app.ledger.balance(77, userId)).toBe(300);

    const byExpiry = (
      a: { expiresAt: number | null; points: number },
      b: { expiresAt: number | null; points: number },
    ) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) || a.points - b.points;
    const refundLots = (await lotsOf(userId)).slice(3).sort(byExpiry);
    const floor = now + REFUND_MIN_VALIDITY_DAYS * DAY;
    // First refund: 50 of the no-expiry lot, 70 of the far one; second: 30 far, 100 of the lot
    // that expired in 2 days, which comes back valid for the minimum period.
    expect(refundLots).toEqual([
      { points: 100, remaining: 100, expiresAt: floor },
      { points: 30, remaining: 30, expiresAt: far.getTime() },
      { points: 70, remaining: 70, expiresAt: far.getTime() },
      { points: 50, remaining: 50, expiresAt: null },
    ]);
  });

  it('expires the remaining points of lots past their date into the expired account', async () => {
    const userId = await memberWithLots([
      [100, days(1)],
      [100, days(3)],
      [100, null],
    ]);
    await app.ledger.hold({
      campaignId: 77,
      userId,
      points: 30,
      description: 'Reserva',
      reference: 'R4',
      idempotencyKey: `h4:${userId}`,
    });
    const result = await app.ledger.expireLots(days(2));
    expect(result.points).toBeGreaterThanOrEqual(70);
    expect(await app.ledger.balance(77, userId)).toBe(200);
    expect((await lotsOf(userId)).map((l) => l.remaining)).toEqual([0, 100, 100]);
    // A second run at the same time finds nothing more for this member.
    await app.ledger.expireLots(days(2));
    expect(await app.ledger.balance(77, userId)).toBe(200);
    const statement = await app.ledger.statement(77, userId);
    expect(statement[0]).toMatchObject({
      action: 'Expiração',
      pointsValue: -70,
      expirationDate: null,
    });
    expect(
      statement.find(
        (row) => row.action === 'Crédito' && row.pointsValue === 100 && row.expirationDate === null,
      ),
    ).toBeTruthy();
  });

  it('a hold never spends points already past their expiry', async () => {
    const userId = await memberWithLots([
      [100, days(-1)],
      [100, days(10)],
    ]);
    await expect(
      app.ledger.hold({
        campaignId: 77,
        userId,
        points: 150,
        description: 'x',
        reference: 'R5',
        idempotencyKey: `h5:${userId}`,
      }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_POINTS',
    });
    // The refused hold rolled back, expiry included; the job expires the lot.
    await app.ledger.expireLots(new Date());
    expect(await app.ledger.balance(77, userId)).toBe(100);
  });

  it('the database refuses an unbalanced posting and any change to entries', async () => {
    const userId = await memberWithLots([[100, null]]);
    const [entry] = await app.db
      .select()
      .from(ledgerEntries)
      .innerJoin(pointLots, eq(pointLots.id, ledgerEntries.lotId))
      .limit(1);
    if (!entry) throw new Error('no entry');
    await expect(
      app.db.transaction(async (tx) => {
        const [posting] = await tx
          .insert(ledgerPostings)
          .values({ campaignId: 77, action: 'x', description: 'desequilibrado' })
          .returning();
        if (!posting) throw new Error('no posting');
        await tx
          .insert(ledgerEntries)
          .values({ postingId: posting.id, accountId: entry.ledger_entries.accountId, points: 5 });
      }),
    ).rejects.toThrow();
    await expect(
      app.db
        .update(ledgerEntries)
        .set({ points: 1 })
        .where(eq(ledgerEntries.id, entry.ledger_entries.id)),
    ).rejects.toThrow();
    await expect(
      app.db.delete(ledgerPostings).where(eq(ledgerPostings.id, entry.ledger_entries.postingId)),
    ).rejects.toThrow();
    expect(await app.ledger.balance(77, userId)).toBe(100);
  });

  it('the expiry job runs on start and on demand', async () => {
    const userId = await memberWithLots([[100, new Date(Date.now() - 1000)]]);
    const log = { info: vi.fn(), error: vi.fn() };
    const job = startLedgerExpiryJob(app.ledger, log, 60_000);
    await job.runNow();
    job.stop();
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'ledger-expiry' }),
      'job finished',
    );
    expect(await app.ledger.balance(77, userId)).toBe(0);
  });
});
