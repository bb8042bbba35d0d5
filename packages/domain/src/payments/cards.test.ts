import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCard,
  detectCardBrand,
  isCardExpired,
  luhnValid,
  parseCardExpiry,
  validateCreditCardRequestSchema,
} from './cards';
import { isInstallmentsAllowed, maxInstallments } from './installments';

describe('detectCardBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['5555555555554444', 'master'],
    ['2223000048400011', 'master'],
    ['36490102462661', 'diners'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['6062825624254001', 'hipercard'],
    ['6362970000457013', 'elo'],
    ['5066991111111118', 'elo'],
    ['3530111333300000', 'jcb'],
    ['5078601870000127985', 'aura'],
  ])('%s is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('does not recognise brands we do not accept, or garbage', () => {
    expect(detectCardBrand('6759649826438453')).toBeNull(); // maestro
    expect(detectCardBrand('9999999999999999')).toBeNull();
    expect(detectCardBrand('')).toBeNull();
    expect(detectCardBrand('abc')).toBeNull();
  });
});

describe('luhnValid', () => {
  it('accepts the sandbox test cards and refuses a changed digit', () => {
    for (const n of [
      '4111111111111111',
      '5555555555554444',
      '4000002760003184',
      '4000000000000002',
      '4000000000000119',
    ]) {
      expect(luhnValid(n)).toBe(true);
    }
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111-1111-1111-1111')).toBe(true);
    expect(luhnValid('4111a111111111111')).toBe(false);
  });

  it('detects every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (position, delta) => {
          const digits = '4111111111111111'.split('').map(Number);
          digits[position] = ((digits[position] ?? 0) + delta) % 10;
          expect(luhnValid(digits.join(''))).toBe(false);
        },
      ),
    );
  });
});

describe('checkCard', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  it('validates brand, number, expiry and code', () => {
    expect(
      checkCard(
        { cardNumber: '4111111111111111', cardExpirationDate: '05/2026', cardSecurityCode: '123' },
        now,
      ),
    ).toMatchObject({ valid: true, brand: 'visa', last4: '1111' });
    expect(
      checkCard(
        { cardNumber: '4111111111111111', cardExpirationDate: '04/2026', cardSecurityCode: '123' },
        now,
      ),
    ).toEqual({ valid: false, reason: 'EXPIRY' });
    expect(
      checkCard(
        { cardNumber: '4111111111111112', cardExpirationDate: '05/2027', cardSecurityCode: '123' },
        now,
      ),
    ).toEqual({ valid: false, reason: 'NUMBER' });
    expect(
      checkCard(
        { cardNumber: '9111111111111111', cardExpirationDate: '05/2027', cardSecurityCode: '123' },
        now,
      ),
    ).toEqual({ valid: false, reason: 'BRAND' });
    expect(
      checkCard(
        { cardNumber: '378282246310005', cardExpirationDate: '05/2027', cardSecurityCode: '123' },
        now,
      ),
    ).toEqual({ valid: false, reason: 'CODE' });
    expect(
      checkCard(
        { cardNumber: '378282246310005', cardExpirationDate: '05/27', cardSecurityCode: '1234' },
        now,
      ),
    ).toMatchObject({ valid: true, brand: 'amex' });
  });

  it('parses expiry masks', () => {
    expect(parseCardExpiry('12/2030')).toEqual({ month: 12, year: 2030 });
    expect(parseCardExpiry('13/2030')).toBeNull();
    expect(parseCardExpiry('1/2030')).toBeNull();
    expect(isCardExpired({ month: 1, year: 2020 })).toBe(true);
  });

  it('accepts the card fields bare or under data', () => {
    const card = {
      cardNumber: '4111111111111111',
      cardExpirationDate: '12/2030',
      cardSecurityCode: '123',
      holder: 'A B',
    };
    expect(validateCreditCardRequestSchema.safeParse(card).success).toBe(true);
    expect(validateCreditCardRequestSchema.safeParse({ data: card }).success).toBe(true);
    expect(
      validateCreditCardRequestSchema.safeParse({ data: { ...card, holder: '' } }).success,
    ).toBe(false);
  });
});

describe('installments', () => {
  it('members up to the campaign maximum, guests and voucher users 1', () => {
    expect(maxInstallments('member', 10)).toBe(10);
    expect(maxInstallments('guest', 10)).toBe(1);
    expect(maxInstallments('voucher', 10)).toBe(1);
    expect(isInstallmentsAllowed(10, 'member', 10)).toBe(true);
    expect(isInstallmentsAllowed(11, 'member', 10)).toBe(false);
    expect(isInstallmentsAllowed(2, 'guest', 10)).toBe(false);
    expect(isInstallmentsAllowed(0, 'member', 10)).toBe(false);
    expect(isInstallmentsAllowed(1.5, 'member', 10)).toBe(false);
  });
});
