/** Mask patterns: `_` takes one digit, every other character is written as it stands. */
export const masks = {
  cpf: '___.___.___-__',
  cellphone: '(__) _____-____',
  birthdate: '__/__/____',
  cardNumber: '____ ____ ____ ____ ___',
  cardExpiry: '__/____',
  cardSecurityCode: '____',
  time: '__:__',
  cep: '_____-___',
} as const;

/** A mask's digit slot. */
export const MASK_SLOT = '_';

/** Number of digits a mask takes. */
export const maskDigits = (mask: string): number => mask.split(MASK_SLOT).length - 1;

/**
 * `digits` written into `mask` as far as they go: a literal is written only when a digit follows
 * it, so the value grows as it is typed (`123` → `123`, `1234` → `123.4`).
 */
export function fillMask(mask: string, digits: string): string {
  let written = '';
  let taken = 0;
  for (const character of mask) {
    if (taken >= digits.length) break;
    written += character === MASK_SLOT ? digits[taken++] : character;
  }
  return written;
}

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const cellphonePattern = /^\(\d{2}\) \d{5}-\d{4}$/;
