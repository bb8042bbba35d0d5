import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byExpiry,
  isLotExpired,
  refundPortions,
  spendFirstExpiring,
  type LotPortion,
} from './lots';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-01T12:00:00Z');

const expiry = fc.option(
  fc.integer({ min: -400, max: 800 }).map((days) => new Date(NOW.getTime() + days * DAY_MS)),
  { nil: null },
);
const lot = fc.record({
  id: fc.uuid(),
  expiresAt: expiry,
  remaining: fc.integer({ min: 1, max: 5000 }),
});
const lots = fc.array(lot, { maxLength: 12 });
const sum = (values: readonly { points: number }[]) =>
  values.reduce((total, v) => total + v.points, 0);
const expiryTime = (at: Date | null) => (at === null ? Number.POSITIVE_INFINITY : at.getTime());

describe('spendFirstExpiring', () => {
  it('takes the first-expiring lots first, the lots that never expire last', () => {
    const spend = spendFirstExpiring(
      [
        { id: 'never', expiresAt: null, remaining: 100 },
        { id: 'late', expiresAt: new Date('2026-12-01'), remaining: 100 },
        { id: 'soon', expiresAt: new Date('2026-04-01'), remaining: 30 },
      ],
      150,
    );
    expect(spend.taken.map(({ lot, points }) => [lot.id, points])).toEqual([
      ['soon', 30],
      ['late', 100],
      ['never', 20],
    ]);
    expect(spend.missing).toBe(0);
  });

  it('takes exactly what is asked when the lots cover it, else everything and says what is missing', () => {
    fc.assert(
      fc.property(lots, fc.integer({ min: 1, max: 40_000 }), (available, points) => {
        const { taken, missing } = spendFirstExpiring(available, points);
        const total = available.reduce((t, l) => t + l.remaining, 0);
        expect(sum(taken)).toBe(Math.min(points, total));
        expect(missing).toBe(Math.max(0, points - total));
      }),
    );
  });

  it('never takes more than a lot has, nor a lot twice, nor nothing from a lot it names', () => {
    fc.assert(
      fc.property(lots, fc.integer({ min: 1, max: 40_000 }), (available, points) => {
        const { taken } = spendFirstExpiring(available, points);
        for (const t of taken) {
          expect(t.points).toBeGreaterThan(0);
          expect(t.points).toBeLessThanOrEqual(t.lot.remaining);
        }
        expect(new Set(taken.map((t) => t.lot)).size).toBe(taken.length);
      }),
    );
  });

  it('leaves no point in a lot expiring sooner than one it drew on', () => {
    fc.assert(
      fc.property(lots, fc.integer({ min: 1, max: 40_000 }), (available, points) => {
        const { taken } = spendFirstExpiring(available, points);
        // Every lot but the last one drawn on is emptied, and they come in expiry order.
        taken.slice(0, -1).forEach((t) => expect(t.points).toBe(t.lot.remaining));
        const times = taken.map((t) => expiryTime(t.lot.expiresAt));
        expect(times).toEqual([...times].sort((a, b) => a - b));
        const last = taken.at(-1);
        if (!last) return;
        const untouched = available.filter((l) => !taken.some((t) => t.lot === l));
        untouched.forEach((l) =>
          expect(expiryTime(l.expiresAt)).toBeGreaterThanOrEqual(expiryTime(last.lot.expiresAt)),
        );
      }),
    );
  });

  it('keeps the given order among lots expiring together', () => {
    const at = new Date('2026-05-01');
    const ordered = byExpiry([
      { id: 'a', expiresAt: at },
      { id: 'b', expiresAt: null },
      { id: 'c', expiresAt: at },
    ]);
    expect(ordered.map((l) => l.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('isLotExpired', () => {
  it('expires a lot at its expiry instant, never a lot without one', () => {
    expect(isLotExpired({ expiresAt: NOW }, NOW)).toBe(true);
    expect(isLotExpired({ expiresAt: new Date(NOW.getTime() + 1) }, NOW)).toBe(false);
    expect(isLotExpired({ expiresAt: null }, NOW)).toBe(false);
  });
});

describe('refundPortions', () => {
  const portion = fc.record({ expiresAt: expiry, points: fc.integer({ min: 1, max: 5000 }) });
  /** A spend, the points refunded before, and a refund that fits in what is left. */
  const refundCase = fc
    .array(portion, { minLength: 1, maxLength: 8 })
    .chain((taken) => {
      const total = sum(taken);
      return fc.record({
        taken: fc.constant(taken),
        alreadyRefunded: fc.integer({ min: 0, max: total - 1 }),
        minValidityDays: fc.integer({ min: 0, max: 90 }),
      });
    })
    .chain((c) =>
      fc.record({
        ...mapConstants(c),
        points: fc.integer({ min: 1, max: sum(c.taken) - c.alreadyRefunded }),
      }),
    );

  it('gives back exactly the points asked, latest-expiring first, never sooner than the minimum validity', () => {
    const credits = refundPortions({
      taken: [
        { expiresAt: new Date('2026-03-10T12:00:00Z'), points: 40 },
        { expiresAt: new Date('2026-12-01T00:00:00Z'), points: 60 },
        { expiresAt: null, points: 10 },
      ],
      alreadyRefunded: 0,
      points: 100,
      now: NOW,
      minValidityDays: 30,
    });
    expect(credits).toEqual([
      { expiresAt: null, points: 10 },
      { expiresAt: new Date('2026-12-01T00:00:00Z'), points: 60 },
      { expiresAt: new Date('2026-03-31T12:00:00Z'), points: 30 },
    ]);
  });

  it('refunds the points asked, each portion at most what was taken at that expiry', () => {
    fc.assert(
      fc.property(refundCase, ({ taken, alreadyRefunded, points, minValidityDays }) => {
        const credits = refundPortions({
          taken,
          alreadyRefunded,
          points,
          now: NOW,
          minValidityDays,
        });
        expect(sum(credits)).toBe(points);
        credits.forEach((c) => expect(c.points).toBeGreaterThan(0));
      }),
    );
  });

  it('keeps each expiry, moved no sooner than the minimum validity', () => {
    fc.assert(
      fc.property(refundCase, ({ taken, alreadyRefunded, points, minValidityDays }) => {
        const floor = NOW.getTime() + minValidityDays * DAY_MS;
        const allowed = new Set(
          taken.map((t) => (t.expiresAt === null ? null : Math.max(t.expiresAt.getTime(), floor))),
        );
        for (const credit of refundPortions({
          taken,
          alreadyRefunded,
          points,
          now: NOW,
          minValidityDays,
        })) {
          expect(allowed.has(credit.expiresAt === null ? null : credit.expiresAt.getTime())).toBe(
            true,
          );
          if (credit.expiresAt) expect(credit.expiresAt.getTime()).toBeGreaterThanOrEqual(floor);
        }
      }),
    );
  });

  it('partial refunds add up to one refund of their sum', () => {
    fc.assert(
      fc.property(
        refundCase.chain((c) =>
          fc.record({ ...mapConstants(c), first: fc.integer({ min: 0, max: c.points }) }),
        ),
        ({ taken, alreadyRefunded, points, minValidityDays, first }) => {
          const at = { taken, now: NOW, minValidityDays };
          const once = refundPortions({ ...at, alreadyRefunded, points });
          const split = [
            ...(first > 0 ? refundPortions({ ...at, alreadyRefunded, points: first }) : []),
            ...(points - first > 0
              ? refundPortions({
                  ...at,
                  alreadyRefunded: alreadyRefunded + first,
                  points: points - first,
                })
              : []),
          ];
          expect(byExpiryTotals(split)).toEqual(byExpiryTotals(once));
        },
      ),
    );
  });

  it('never refunds more than the spend took, however it is split', () => {
    fc.assert(
      fc.property(refundCase, ({ taken, minValidityDays }) => {
        const total = sum(taken);
        const everything = refundPortions({
          taken,
          alreadyRefunded: 0,
          points: total + 100,
          now: NOW,
          minValidityDays,
        });
        expect(sum(everything)).toBe(total);
        expect(
          refundPortions({ taken, alreadyRefunded: total, points: 1, now: NOW, minValidityDays }),
        ).toEqual([]);
      }),
    );
  });
});

/** The fields of a generated case as constant arbitraries, to extend it with a dependent field. */
function mapConstants<T extends object>(value: T): { [K in keyof T]: fc.Arbitrary<T[K]> } {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fc.constant(v)])) as {
    [K in keyof T]: fc.Arbitrary<T[K]>;
  };
}

function byExpiryTotals(portions: readonly LotPortion[]): Map<number | null, number> {
  const totals = new Map<number | null, number>();
  for (const p of portions) {
    const key = p.expiresAt === null ? null : p.expiresAt.getTime();
    totals.set(key, (totals.get(key) ?? 0) + p.points);
  }
  return totals;
}
