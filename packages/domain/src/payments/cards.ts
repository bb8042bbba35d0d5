import creditCardType from 'credit-card-type';
import { z } from 'zod';

/**
 * Card rules shared by web and api. Brand detection is braintree's
 * `credit-card-type`; it has no Aura, so Aura is added through its `addCard` API.
 */

/** Brands the portal recognises, named as the API sends them (`cardBrand`). */
export const cardBrands = [
  'visa',
  'master',
  'diners',
  'amex',
  'discover',
  'hipercard',
  'elo',
  'jcb',
  'aura',
] as const;
export type CardBrand = (typeof cardBrands)[number];
/** Brands shown as accepted on the checkout. */
export const displayedCardBrands = [
  'visa',
  'master',
  'elo',
  'amex',
] as const satisfies readonly CardBrand[];

const libraryToBrand: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'master',
  'diners-club': 'diners',
  'american-express': 'amex',
  discover: 'discover',
  hipercard: 'hipercard',
  elo: 'elo',
  jcb: 'jcb',
  aura: 'aura',
};

// Aura (Cetelem) cards start with 5078; 16 to 19 digits. Placed first in the library's test
// order so that it wins the tie with Maestro's 506779–508999 range of the same length.
if (!creditCardType.getTypeInfo('aura')) {
  creditCardType.addCard({
    niceType: 'Aura',
    type: 'aura',
    patterns: [[507800, 507899]],
    gaps: [4, 8, 12],
    lengths: [16, 17, 18, 19],
    code: { name: 'CVC', size: 3 },
  });
  creditCardType.changeOrder('aura', 0);
}

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The brand of a (possibly formatted) card number, or null when it is not one we accept. */
export function detectCardBrand(cardNumber: string): CardBrand | null {
  const digits = digitsOnly(cardNumber);
  if (digits.length < 4) return null;
  const [match] = creditCardType(digits);
  if (!match) return null;
  return libraryToBrand[match.type] ?? null;
}

/** Card-number lengths and security-code size of a brand, from the library. */
export function cardBrandInfo(brand: CardBrand): { lengths: number[]; codeSize: number } {
  const libraryType = Object.entries(libraryToBrand).find(([, b]) => b === brand)?.[0] ?? brand;
  const info = creditCardType.getTypeInfo(libraryType);
  return { lengths: info.lengths, codeSize: info.code.size };
}

/** The Luhn (mod 10) check digit test. */
export function luhnValid(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (digits.length < 12 || digits.length > 19 || digits !== cardNumber.replace(/[\s.-]/g, ''))
    return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Expiry 'MM/YYYY' (the checkout's mask) or 'MM/YY'; valid through the last day of its month. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function isCardExpired(
  expiry: { month: number; year: number },
  now: Date = new Date(),
): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

export const cardMessages = {
  invalid: 'Cartão inválido, confira os dados e tente novamente.',
  validationFailed: 'Erro ao validar cartão',
  holderRequired: 'Nome do titular do cartão não pode ser vazio',
  numberRequired: 'Número do cartão não pode ser vazio',
  expiryRequired: 'Data de expiração do cartão não pode ser vazio',
  codeRequired: 'CCV do cartão não pode ser vazio',
  installmentsRequired: 'Numero de parcelas não pode ser vazio',
} as const;

/** Card fields as the checkout sends them. */
export const cardInputSchema = z.object({
  cardNumber: z.string().trim().min(1, cardMessages.numberRequired).max(32),
  cardBrand: z.string().max(32).optional(),
  cardType: z.string().max(32).optional(),
  cardExpirationDate: z.string().trim().min(1, cardMessages.expiryRequired).max(10),
  cardSecurityCode: z.string().trim().min(1, cardMessages.codeRequired).max(4),
  holder: z.string().trim().min(1, cardMessages.holderRequired).max(300),
});
export type CardInput = z.infer<typeof cardInputSchema>;

export type CardCheck =
  | { valid: true; brand: CardBrand; last4: string; expiry: { month: number; year: number } }
  | { valid: false; reason: 'BRAND' | 'NUMBER' | 'EXPIRY' | 'CODE' };

/** The whole card check: recognised brand, length, Luhn, expiry not past, CVV size. */
export function checkCard(
  card: Pick<CardInput, 'cardNumber' | 'cardExpirationDate' | 'cardSecurityCode'>,
  now: Date = new Date(),
): CardCheck {
  const digits = digitsOnly(card.cardNumber);
  const brand = detectCardBrand(digits);
  if (!brand) return { valid: false, reason: 'BRAND' };
  if (!cardBrandInfo(brand).lengths.includes(digits.length) || !luhnValid(card.cardNumber))
    return { valid: false, reason: 'NUMBER' };
  const expiry = parseCardExpiry(card.cardExpirationDate);
  if (!expiry || isCardExpired(expiry, now)) return { valid: false, reason: 'EXPIRY' };
  const code = card.cardSecurityCode.trim();
  if (!/^\d+$/.test(code) || code.length !== cardBrandInfo(brand).codeSize)
    return { valid: false, reason: 'CODE' };
  return { valid: true, brand, last4: digits.slice(-4), expiry };
}

/** `POST /api/services/{service}/validate-credit-card`: the card fields, optionally under `data`. */
export const validateCreditCardRequestSchema = z.union([
  z.object({ data: cardInputSchema }),
  cardInputSchema,
]);
export const validateCreditCardResponseSchema = z.object({
  data: z.object({ valid: z.boolean() }),
});
export type ValidateCreditCardResponse = z.infer<typeof validateCreditCardResponseSchema>;

/**
 * A saved card as the checkout shows it (brand, last4Digits, vaultId), plus the
 * holder and expiry 'MM/AAAA' the account page lists (unknown for cards kept before them).
 */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4Digits: z.string(),
  vaultId: z.string(),
  holder: z.string().nullable().default(null),
  expiry: z.string().nullable().default(null),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
