import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember } from './invariants';
import { sharedLedger } from './sharedLedger';

const DAY = 24 * 60 * 60 * 1000;

// Row locks and double spends mean nothing on PGlite: it has a single connection, so every
// "concurrent" call is serialised by the driver. These run on the real PostgreSQL of
// DATABASE_URL (CI sets it), where the pool gives each call its own connection.
describe.runIf(!!process.env.DATABASE_URL)('ledger under concurrency (PostgreSQL)', () => {
  const app = sharedLedger();

  const settle = <T>(calls: (() => Promise<T>)[]) =>
    Promise.allSettled(calls.map((call) => call()));

  it('50 concurrent holds by a member who can afford exactly 5 give 5 holds and a zero balance', async () => {
    const userId = await newMember(app.db);
    await app.ledger.accrue({
      campaignId: 77,
      userId,
      points: 300,
      description: 'a',
      expiresAt: new Date(Date.now() + 10 * DAY),
      idempotencyKey: `c1a:${userId}`,
    });
    await app.ledger.accrue({
      campaignId: 77,
      userId,
      points: 200,
      description: 'b',
      expiresAt: null,
      idempotencyKey: `c1b:${userId}`,
    });
    const results = await settle(
      Array.from(
        { length: 50 },
        (_, i) => () =>
          app.ledger.hold({
            campaignId: 77,
            userId,
            points: 100,
            description: `Compra ${i}`,
            reference: `B${i}`,
            idempotencyKey: `c1:${userId}:${i}`,
          }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(5);
    expect(
      refused.every((r) => (r.reason as { code?: string }).code === 'INSUFFICIENT_POINTS'),
    ).toBe(true);
    expect(await app.ledger.balance(77, userId)).toBe(0);
  });

  it('the same idempotency key sent 20 times concurrently gives one hold and one posting', async () => {
    const userId = await newMember(app.db);
    await app.ledger.accrue({
      campaignId: 77,
      userId,
      points: 1000,
      description: 'a',
      expiresAt: null,
      idempotencyKey: `c2a:${userId}`,
    });
    const key = `c2:${userId}`;
    const results = await settle(
      Array.from(
        { length: 20 },
        () => () =>
          app.ledger.hold({
            campaignId: 77,
            userId,
            points: 400,
            description: 'Compra',
            reference: 'B',
            idempotencyKey: key,
          }),
      ),
    );
    const holds = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.hold.id] : []));
    expect(holds).toHaveLength(20);
    expect(new Set(holds).size).toBe(1);
    expect(results.filter((r) => r.status === 'fulfilled' && !r.value.replayed)).toHaveLength(1);
    const count = (await app.db.execute(
      sql`select count(*)::int as n from ledger_postings where idempotency_key = ${key}`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]?.n).toBe(1);
    expect(await app.ledger.balance(77, userId)).toBe(600);
  });

  it('the same accrual key sent concurrently for different members credits once and refuses the rest', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => newMember(app.db)));
    const key = `c3:${members[0]}`;
    const results = await settle(
      members.flatMap((userId) =>
        Array.from(
          { length: 4 },
          () => () =>
            app.ledger.accrue({
              campaignId: 77,
              userId,
              points: 50,
              description: 'x',
              expiresAt: null,
              idempotencyKey: key,
            }),
        ),
      ),
    );
    const balances = await Promise.all(members.map((userId) => app.ledger.balance(77, userId)));
    expect(balances.filter((b) => b === 50)).toHaveLength(1);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(50);
    const winner = members[balances.indexOf(50)];
    for (const [i, r] of results.entries()) {
      const userId = members[Math.floor(i / 4)];
      if (userId === winner) expect(r.status).toBe('fulfilled');
      else
        expect(
          r.status === 'rejected' && (r.reason as { statusCode?: number }).statusCode === 409,
        ).toBe(true);
    }
  });

  it('holds, captures, releases, refunds and expiries racing on one member keep every invariant', async () => {
    const userId = await newMember(app.db);
    for (let i = 0; i < 10; i++) {
      await app.ledger.accrue({
        campaignId: 77,
        userId,
        points: 100,
        description: `lote ${i}`,
        expiresAt: new Date(Date.now() + (i % 3 === 0 ? -DAY : (i + 1) * DAY)),
        idempotencyKey: `c4:${userId}:${i}`,
      });
    }
    const created = await settle(
      Array.from(
        { length: 12 },
        (_, i) => () =>
          app.ledger.hold({
            campaignId: 77,
            userId,
            points: 70,
            description: 'Compra',
            reference: `M${i}`,
            idempotencyKey: `c4h:${userId}:${i}`,
          }),
      ),
    );
    const holds = created.flatMap((r) => (r.status === 'fulfilled' ? [r.value.hold] : []));
    expect(holds.length).toBeGreaterThan(0);
    await settle<unknown>([
      ...holds.map(
        (hold, i) => () =>
          i % 2 === 0 ? app.ledger.capture(hold.id) : app.ledger.release(hold.id),
      ),
      ...holds.map((hold) => () => app.ledger.release(hold.id)),
      () => app.ledger.expireLots(new Date()),
      () => app.ledger.expireLots(new Date(Date.now() + 4 * DAY)),
      ...Array.from(
        { length: 5 },
        (_, i) => () =>
          app.ledger.hold({
            campaignId: 77,
            userId,
            points: 90,
            description: 'Compra',
            reference: `N${i}`,
            idempotencyKey: `c4n:${userId}:${i}`,
          }),
      ),
    ]);
    const captured = (await Promise.all(holds.map((h) => app.ledger.holdById(h.id)))).filter(
      (h) => h?.status === 'captured',
    );
    await settle(
      captured.flatMap((hold) =>
        [1, 2, 3].map((n) => () => app.ledger.refund(hold!.id, 30, `c4r:${hold!.id}:${n % 2}`)),
      ),
    );
    expect(await app.ledger.balance(77, userId)).toBeGreaterThanOrEqual(0);
  });
});
