import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  cashForPoints,
  CouponDiscountType,
  guestsMayBuy,
  memberPointsShare,
  minimumPoints,
  priceWithSplit,
  splitPayment,
  type CouponRule,
} from './split';
import { flightsOnlyCoupon } from '../../test';

const points = fc.integer({ min: 0, max: 50_000_000 });
const positivePoints = fc.integer({ min: 1, max: 50_000_000 });
const cash = fc.integer({ min: 0, max: 100_000_000 });
const percentage = fc.integer({ min: 0, max: 100 });
const allCategories: CouponRule = {
  discountType: 1,
  value: 0,
  air: true,
  car: true,
  hotel: true,
  experience: true,
  bus: true,
  entertainment: true,
};

describe('guestsMayBuy', () => {
  it('lets guests pay in R$ where the campaign takes cash or has no points at all', () => {
    expect(guestsMayBuy({ acceptCashPayment: true, disablePointActivity: false })).toBe(true);
    expect(guestsMayBuy({ acceptCashPayment: false, disablePointActivity: true })).toBe(true);
    expect(guestsMayBuy({ acceptCashPayment: false, disablePointActivity: false })).toBe(false);
  });
});

describe('memberPointsShare', () => {
  it('is the part of a price members must pay in points', () => {
    expect(
      memberPointsShare({
        acceptCashPayment: true,
        cashPaymentPercentage: 70,
        disablePointActivity: false,
      }),
    ).toBe(30);
    expect(
      memberPointsShare({
        acceptCashPayment: false,
        cashPaymentPercentage: 70,
        disablePointActivity: false,
      }),
    ).toBe(100);
    expect(
      memberPointsShare({
        acceptCashPayment: true,
        cashPaymentPercentage: 100,
        disablePointActivity: false,
      }),
    ).toBe(0);
    expect(
      memberPointsShare({
        acceptCashPayment: false,
        cashPaymentPercentage: 0,
        disablePointActivity: true,
      }),
    ).toBe(0);
  });
});

describe('minimumPoints', () => {
  it('gives the documented split examples', () => {
    expect(minimumPoints(1000, { acceptCashPayment: true, cashPaymentPercentage: 70 })).toBe(300);
    expect(minimumPoints(1001, { acceptCashPayment: true, cashPaymentPercentage: 70 })).toBe(301); // ceil(300.3)
    expect(minimumPoints(1001, { acceptCashPayment: false, cashPaymentPercentage: 70 })).toBe(1001);
    expect(minimumPoints(999, { acceptCashPayment: true, cashPaymentPercentage: 100 })).toBe(0);
  });

  it('is ceil(total × (100 − pct) / 100) when cash is accepted, the total when not', () => {
    fc.assert(
      fc.property(points, percentage, (total, pct) => {
        const min = minimumPoints(total, { acceptCashPayment: true, cashPaymentPercentage: pct });
        expect(Number.isInteger(min)).toBe(true);
        expect(min * 100).toBeGreaterThanOrEqual(total * (100 - pct));
        expect((min - 1) * 100).toBeLessThan(total * (100 - pct));
        expect(min).toBeLessThanOrEqual(total);
        expect(minimumPoints(total, { acceptCashPayment: false, cashPaymentPercentage: pct })).toBe(
          total,
        );
      }),
    );
  });
});

describe('cashForPoints', () => {
  it('is round(totalCash × (totalPoints − P) / totalPoints)', () => {
    expect(cashForPoints({ points: 1000, cash: 2000 }, 300)).toBe(1400);
    expect(cashForPoints({ points: 3, cash: 100 }, 1)).toBe(67); // 66.67
    expect(cashForPoints({ points: 4, cash: 2 }, 1)).toBe(2); // 1.5 rounds half up
    expect(cashForPoints({ points: 1000, cash: 2000 }, 1000)).toBe(0);
    expect(cashForPoints({ points: 1000, cash: 2000 }, 0)).toBe(2000);
  });

  it('is an integer within half a centavo of the exact proportion, monotone in P', () => {
    fc.assert(
      fc.property(
        positivePoints,
        cash,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (totalPoints, totalCash, share) => {
          const p = Math.floor(totalPoints * share);
          const c = cashForPoints({ points: totalPoints, cash: totalCash }, p);
          expect(Number.isSafeInteger(c)).toBe(true);
          const exact2 = (BigInt(totalCash) * BigInt(totalPoints - p) * 2n) / BigInt(totalPoints);
          // |2c·T − 2·cash·(T−P)| ≤ T
          const diff =
            BigInt(c) * 2n * BigInt(totalPoints) - BigInt(totalCash) * BigInt(totalPoints - p) * 2n;
          expect(diff <= BigInt(totalPoints) && diff > -BigInt(totalPoints)).toBe(true);
          expect(exact2 >= 0n).toBe(true);
          if (p < totalPoints)
            expect(
              cashForPoints({ points: totalPoints, cash: totalCash }, p + 1),
            ).toBeLessThanOrEqual(c);
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThanOrEqual(totalCash);
        },
      ),
    );
  });

  it('refuses fractions and out-of-range points', () => {
    expect(() => cashForPoints({ points: 10, cash: 10 }, 11)).toThrow(RangeError);
    expect(() => cashForPoints({ points: 10, cash: 10.5 }, 1)).toThrow(RangeError);
    expect(() => cashForPoints({ points: 10, cash: 10 }, -1)).toThrow(RangeError);
  });
});

describe('splitPayment', () => {
  const policy = { acceptCashPayment: true, cashPaymentPercentage: 70 };
  it('refuses below the minimum, above the total and above the balance', () => {
    expect(splitPayment({ points: 1000, cash: 2000 }, 299, policy)).toEqual({
      ok: false,
      reason: 'BELOW_MINIMUM',
      minimumPoints: 300,
    });
    expect(splitPayment({ points: 1000, cash: 2000 }, 1001, policy)).toMatchObject({
      ok: false,
      reason: 'ABOVE_TOTAL',
    });
    expect(splitPayment({ points: 1000, cash: 2000 }, 500, policy, 499)).toMatchObject({
      ok: false,
      reason: 'ABOVE_BALANCE',
    });
    expect(splitPayment({ points: 1000, cash: 2000 }, 2.5, policy)).toMatchObject({
      ok: false,
      reason: 'INVALID_POINTS',
    });
    expect(splitPayment({ points: 1000, cash: 2000 }, 300, policy, 300)).toEqual({
      ok: true,
      payment: { points: 300, cash: 1400 },
      minimumPoints: 300,
    });
  });

  it('accepts exactly the range [minimum, min(total, balance)] and never charges more cash than the cash price', () => {
    fc.assert(
      fc.property(
        points,
        cash,
        percentage,
        fc.boolean(),
        points,
        points,
        (totalPoints, totalCash, pct, accept, chosen, balance) => {
          const pol = { acceptCashPayment: accept, cashPaymentPercentage: pct };
          const result = splitPayment(
            { points: totalPoints, cash: totalCash },
            chosen,
            pol,
            balance,
          );
          const min = minimumPoints(totalPoints, pol);
          const allowed = chosen >= min && chosen <= totalPoints && chosen <= balance;
          expect(result.ok).toBe(allowed);
          if (result.ok) {
            expect(result.payment.points).toBe(chosen);
            expect(result.payment.cash).toBeLessThanOrEqual(totalCash);
            if (!accept && totalPoints > 0) expect(result.payment.cash).toBe(0);
          }
        },
      ),
    );
  });
});

describe('applyCoupon', () => {
  it('POINTS takes value points off and re-prices the cash proportionally', () => {
    const rule: CouponRule = {
      ...allCategories,
      discountType: CouponDiscountType.POINTS,
      value: 5000,
    };
    expect(applyCoupon({ points: 20000, cash: 40000 }, rule, 'flight')).toEqual({
      discountPoints: 5000,
      discountCash: 10000,
      total: { points: 15000, cash: 30000 },
    });
    // never below zero
    expect(applyCoupon({ points: 3000, cash: 6000 }, rule, 'flight')).toEqual({
      discountPoints: 3000,
      discountCash: 6000,
      total: { points: 0, cash: 0 },
    });
  });

  it('PERCENTAGE takes floor(value %) off points and cash', () => {
    const rule: CouponRule = {
      ...allCategories,
      discountType: CouponDiscountType.PERCENTAGE,
      value: 10,
    };
    expect(applyCoupon({ points: 12345, cash: 99999 }, rule, 'hotel')).toEqual({
      discountPoints: 1234,
      discountCash: 9999,
      total: { points: 11111, cash: 90000 },
    });
  });

  it('applies only to the categories its flags allow', () => {
    expect(applyCoupon({ points: 20000, cash: 400 }, flightsOnlyCoupon, 'hotel')).toBeNull();
    expect(applyCoupon({ points: 20000, cash: 400 }, flightsOnlyCoupon, 'flight')).not.toBeNull();
  });

  it('keeps totals non-negative integers, discount plus remainder equal to the price', () => {
    fc.assert(
      fc.property(
        points,
        cash,
        fc.constantFrom(1 as const, 2 as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        (p, c, type, value) => {
          const result = applyCoupon(
            { points: p, cash: c },
            { ...allCategories, discountType: type, value },
            'bus',
          );
          expect(result).not.toBeNull();
          if (!result) return;
          for (const n of [
            result.discountPoints,
            result.discountCash,
            result.total.points,
            result.total.cash,
          ]) {
            expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
          }
          expect(result.discountPoints + result.total.points).toBe(p);
          expect(result.discountCash + result.total.cash).toBe(c);
        },
      ),
    );
  });

  it('priceWithSplit applies the coupon before the split', () => {
    const rule: CouponRule = {
      ...allCategories,
      discountType: CouponDiscountType.PERCENTAGE,
      value: 10,
    };
    const result = priceWithSplit({
      total: { points: 10000, cash: 20000 },
      category: 'car',
      coupon: rule,
      chosenPoints: 2700,
      policy: { acceptCashPayment: true, cashPaymentPercentage: 70 },
      balance: 500000,
    });
    expect(result).toMatchObject({
      ok: true,
      minimumPoints: 2700,
      payment: { points: 2700, cash: 12600 },
    });
    expect(result.discount).toMatchObject({ discountPoints: 1000, discountCash: 2000 });
  });
});
