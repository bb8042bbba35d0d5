import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, formatPoints, formatPointsWithAlias } from './format';

const intlBRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

describe('formatBRL', () => {
  it('formats centavos as Intl does, with U+00A0 after R$', () => {
    expect(formatBRL(123456)).toBe(intlBRL.format(1234.56));
    expect(formatBRL(123456)).toBe('R$\u00a01.234,56');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(5)).toBe('R$\u00a00,05');
    expect(formatBRL(100000000)).toBe('R$\u00a01.000.000,00');
    expect(formatBRL(123456)).not.toContain('R$ ');
  });

  it('matches Intl for any amount of centavos', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(formatBRL(cents)).toBe(intlBRL.format(cents / 100));
        expect(formatBRL(cents).startsWith('R$\u00a0')).toBe(true);
      }),
    );
  });
});

describe('formatPoints', () => {
  it('uses pt-BR thousands separators and rounds up', () => {
    expect(formatPoints(500000)).toBe('500.000');
    expect(formatPoints(1234.2)).toBe('1.235');
    expect(formatPoints(0)).toBe('0');
  });

  it('appends the short coin alias', () => {
    expect(formatPointsWithAlias(500000, 'Pts')).toBe('500.000 Pts');
  });
});
