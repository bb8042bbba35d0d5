import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brlToCents, centsToBrl, percentOf } from './cents';

describe('money units', () => {
  it('converts centavos to reais at the edge, and back', () => {
    expect(centsToBrl(12_990)).toBe(129.9);
    expect(centsToBrl(5)).toBe(0.05);
    expect(brlToCents(129.9)).toBe(12_990);
    // 0.29 × 100 is 28.999… in binary: rounding keeps the centavo
    expect(brlToCents(0.29)).toBe(29);
  });

  it('round-trips every amount of centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(brlToCents(centsToBrl(cents))).toBe(cents);
      }),
    );
  });

  it('takes a percentage without rounding', () => {
    expect(percentOf(12_345, 10)).toBe(1_234.5);
    expect(percentOf(20_000, 2.5)).toBe(500);
  });
});
