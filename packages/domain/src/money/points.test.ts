import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashToPoints, showcasePoints } from './points';

/** Exact value × 10000 as a bigint: cents × rate × (100 + markup) with an integer rate. */
const exactTimes10000 = (cents: number, rate: number, markup: number) =>
  BigInt(cents) * BigInt(rate) * BigInt(100 + markup);

const cents = fc.integer({ min: 0, max: 100_000_000 });
const rate = fc.integer({ min: 0, max: 1000 });
const markup = fc.integer({ min: 0, max: 200 });

describe('cashToPoints', () => {
  it('converts R$ at the campaign rate', () => {
    expect(cashToPoints(10000, 50)).toBe(5000); // R$ 100,00 × 50
    expect(cashToPoints(8990, 50)).toBe(4495);
    expect(cashToPoints(0, 50)).toBe(0);
  });

  it('rounds up', () => {
    expect(cashToPoints(1, 50)).toBe(1); // 0.5 point
    expect(cashToPoints(3, 1)).toBe(1); // 0.03 point
    expect(cashToPoints(101, 1)).toBe(2);
  });

  it('applies the markup before rounding up', () => {
    expect(cashToPoints(10000, 50, 10)).toBe(5500);
    expect(cashToPoints(8990, 50, 10)).toBe(4945); // 4944.5
  });

  it('is exact with rates that are not integers', () => {
    expect(cashToPoints(10000, 1.5)).toBe(150);
    expect(cashToPoints(333, 0.1)).toBe(1); // 0.333
    expect(cashToPoints(1000, 0.1)).toBe(1); // 1.0 exactly, no float drift
    expect(cashToPoints(70000, 0.7)).toBe(490);
  });

  it('refuses invalid input', () => {
    expect(() => cashToPoints(-1, 50)).toThrow(RangeError);
    expect(() => cashToPoints(1.5, 50)).toThrow(RangeError);
    expect(() => cashToPoints(100, -1)).toThrow(RangeError);
    expect(() => cashToPoints(100, Number.NaN)).toThrow(RangeError);
  });

  it('is the least integer not below the exact value', () => {
    fc.assert(
      fc.property(cents, rate, markup, (c, r, m) => {
        const points = cashToPoints(c, r, m);
        expect(Number.isSafeInteger(points)).toBe(true);
        const exact = exactTimes10000(c, r, m);
        expect(BigInt(points) * 10000n >= exact).toBe(true);
        expect(BigInt(points - 1) * 10000n < exact).toBe(true);
      }),
    );
  });

  it('never falls below the exact value with fractional rates (three decimals)', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100_000 }), markup, (c, thousandths, m) => {
        const points = cashToPoints(c, thousandths / 1000, m);
        expect(Number.isInteger(points)).toBe(true);
        const exact = BigInt(c) * BigInt(thousandths) * BigInt(100 + m); // × 10^7
        expect(BigInt(points) * 10_000_000n >= exact).toBe(true);
        expect(BigInt(points - 1) * 10_000_000n < exact).toBe(true);
      }),
    );
  });

  it('is monotonic in cash and in markup', () => {
    fc.assert(
      fc.property(cents, cents, rate, markup, markup, (a, b, r, m1, m2) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(cashToPoints(lo, r, m1)).toBeLessThanOrEqual(cashToPoints(hi, r, m1));
        const [mlo, mhi] = m1 <= m2 ? [m1, m2] : [m2, m1];
        expect(cashToPoints(a, r, mlo)).toBeLessThanOrEqual(cashToPoints(a, r, mhi));
      }),
    );
  });
});

describe('showcasePoints', () => {
  it('adds the product fee before converting', () => {
    expect(showcasePoints(10000, 50, 5)).toBe(5250); // R$ 105,00 × 50
  });

  it('truncates the fee to an integer percent', () => {
    expect(showcasePoints(10000, 50, 5.9)).toBe(showcasePoints(10000, 50, 5));
    expect(showcasePoints(10000, 50, 5.99)).toBe(5250);
    expect(showcasePoints(333, 1, 1)).toBe(4); // fee rounds the centavos up: 336.33 → 337 → 3.37 → 4
    expect(showcasePoints(89900, 50, 5.9)).toBe(47198); // R$ 899,00 + 5 % = 943,95 × 50 = 47197.5 → 47198
    expect(showcasePoints(89900, 50, 0)).toBe(cashToPoints(89900, 50));
  });

  it('applies the markup after the fee', () => {
    expect(showcasePoints(10000, 50, 5, 10)).toBe(5775); // 105 × 50 × 1.1
  });

  it('is never below the points of the cash price and is an integer', () => {
    fc.assert(
      fc.property(
        cents,
        rate,
        fc.double({ min: 0, max: 50, noNaN: true }),
        markup,
        (c, r, fee, m) => {
          const points = showcasePoints(c, r, fee, m);
          expect(Number.isSafeInteger(points)).toBe(true);
          expect(points).toBeGreaterThanOrEqual(cashToPoints(c, r, m));
          // ≥ exact value of cash × (1 + trunc(fee)/100) × rate × (1 + markup/100)
          const exact = BigInt(c) * BigInt(100 + Math.trunc(fee)) * BigInt(r) * BigInt(100 + m); // × 10^6
          expect(BigInt(points) * 1_000_000n >= exact).toBe(true);
        },
      ),
    );
  });
});
