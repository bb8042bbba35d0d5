import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCpf, maskCpf, onlyDigits } from './cpf';
import { cellphonePattern, emailPattern, fillMask, maskDigits, masks } from './masks';

/** Reference check-digit rule of the Receita Federal, written independently of the code under test. */
function checkDigit(digits: readonly number[]): number {
  const firstWeight = digits.length + 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (firstWeight - i), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function withCheckDigits(base: readonly number[]): number[] {
  const first = checkDigit(base);
  return [...base, first, checkDigit([...base, first])];
}

const referenceIsCpf = (digits: readonly number[]): boolean =>
  digits.length === 11 &&
  new Set(digits).size > 1 &&
  withCheckDigits(digits.slice(0, 9)).every((digit, i) => digit === digits[i]);

const mask = (digits: string): string =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;

/** Nine base digits that are not all the same (an all-same base yields an all-same CPF or close to it). */
const baseDigits = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .filter((base) => new Set(withCheckDigits(base)).size > 1);

describe('isCpf', () => {
  it('accepts known valid CPFs, bare or masked', () => {
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('111.444.777-35')).toBe(true);
    expect(isCpf('39053344705')).toBe(true);
  });

  it('refuses wrong check digits', () => {
    expect(isCpf('52998224724')).toBe(false);
    expect(isCpf('52998224715')).toBe(false);
    expect(isCpf('529.982.247-26')).toBe(false);
  });

  it('refuses one digit repeated eleven times, although those pass the check-digit arithmetic', () => {
    for (let d = 0; d <= 9; d++) {
      const cpf = String(d).repeat(11);
      expect(withCheckDigits(Array.from(cpf.slice(0, 9), Number)).join('')).toBe(cpf);
      expect(isCpf(cpf)).toBe(false);
      expect(isCpf(mask(cpf))).toBe(false);
    }
  });

  it('refuses the wrong length and empty input', () => {
    expect(isCpf('')).toBe(false);
    expect(isCpf('5299822472')).toBe(false);
    expect(isCpf('529982247250')).toBe(false);
    expect(isCpf('0052998224725')).toBe(false);
    expect(isCpf('abc.def.ghi-jk')).toBe(false);
  });

  it('accepts every generated valid CPF, with and without the mask', () => {
    fc.assert(
      fc.property(baseDigits, (base) => {
        const cpf = withCheckDigits(base).join('');
        expect(isCpf(cpf)).toBe(true);
        expect(isCpf(mask(cpf))).toBe(true);
      }),
    );
  });

  it('refuses any change of a check digit', () => {
    fc.assert(
      fc.property(
        baseDigits,
        fc.constantFrom(9, 10),
        fc.integer({ min: 1, max: 9 }),
        (base, position, delta) => {
          const digits = withCheckDigits(base);
          digits[position] = ((digits[position] ?? 0) + delta) % 10;
          expect(isCpf(digits.join(''))).toBe(false);
        },
      ),
    );
  });

  it('judges any single-digit change exactly as the check-digit rule does', () => {
    fc.assert(
      fc.property(
        baseDigits,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (base, position, delta) => {
          const digits = withCheckDigits(base);
          digits[position] = ((digits[position] ?? 0) + delta) % 10;
          expect(isCpf(digits.join(''))).toBe(referenceIsCpf(digits));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rejects almost every single-digit change (mod 11 maps remainders 0 and 1 to the same digit)', () => {
    // Changing the first digit by one moves the first remainder between 0 and 1 and leaves the
    // second sum unchanged (weight 11), so both CPFs are valid: the rule cannot catch that typo.
    expect(isCpf('100.047.514-00')).toBe(true);
    expect(isCpf('200.047.514-00')).toBe(true);
    let caught = 0;
    let total = 0;
    fc.assert(
      fc.property(
        baseDigits,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (base, position, delta) => {
          const digits = withCheckDigits(base);
          digits[position] = ((digits[position] ?? 0) + delta) % 10;
          total++;
          if (!isCpf(digits.join(''))) caught++;
        },
      ),
      { numRuns: 2000 },
    );
    expect(caught / total).toBeGreaterThan(0.95);
  });

  it('onlyDigits strips the mask', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
  });
});

describe('masks', () => {
  it('has the mask shapes (CPF 999.999.999-99, cellphone (99) 99999-9999)', () => {
    expect(masks.cpf.replace(/_/g, '9')).toBe('999.999.999-99');
    expect(masks.cellphone.replace(/_/g, '9')).toBe('(99) 99999-9999');
  });

  it('writes typed digits into a mask as far as they go, literals only before a digit', () => {
    expect(fillMask(masks.cpf, '')).toBe('');
    expect(fillMask(masks.cpf, '123')).toBe('123');
    expect(fillMask(masks.cpf, '1234')).toBe('123.4');
    expect(fillMask(masks.cpf, '52998224725')).toBe('529.982.247-25');
    expect(fillMask(masks.cellphone, '1')).toBe('(1');
    expect(fillMask(masks.cellphone, '11987654321')).toBe('(11) 98765-4321');
    expect(fillMask(masks.time, '1430')).toBe('14:30');
    expect(maskDigits(masks.cpf)).toBe(11);
    expect(maskDigits(masks.cardExpiry)).toBe(6);
  });

  it('cellphone pattern accepts only the masked form', () => {
    expect(cellphonePattern.test('(11) 98765-4321')).toBe(true);
    expect(cellphonePattern.test('11987654321')).toBe(false);
    expect(cellphonePattern.test('(11) 8765-4321')).toBe(false);
    expect(cellphonePattern.test('(11)98765-4321')).toBe(false);
    expect(cellphonePattern.test('(11) 98765-43210')).toBe(false);
    expect(cellphonePattern.test(' (11) 98765-4321')).toBe(false);
  });

  it('cellphone pattern accepts any digits put through the mask', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 11 }),
        (d) => {
          const s = d.join('');
          expect(cellphonePattern.test(`(${s.slice(0, 2)}) ${s.slice(2, 7)}-${s.slice(7)}`)).toBe(
            true,
          );
        },
      ),
    );
  });

  it('e-mail pattern', () => {
    expect(emailPattern.test('maria@demo.test')).toBe(true);
    expect(emailPattern.test('maria.souza+viagens@empresa.com.br')).toBe(true);
    expect(emailPattern.test('maria@demo')).toBe(false);
    expect(emailPattern.test('maria@demo.t')).toBe(false);
    expect(emailPattern.test('maria demo@demo.test')).toBe(false);
    expect(emailPattern.test('@demo.test')).toBe(false);
  });
});

describe('maskCpf', () => {
  it('hides the first three and the check digits of a CPF, typed with or without its mask', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
  });
  it('shows nothing for a value that is not 11 digits', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('5299822472')).toBe('');
  });
});
