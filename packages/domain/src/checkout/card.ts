import { z } from 'zod';
import { cardMessages, detectCardBrand, digitsOnly, type CardBrand } from '../payments/cards';
import { maxInstallments, type PayerKind } from '../payments/installments';

/** The card form of the checkout as typed; expiry 'MM/YYYY'. */
export const cardFormSchema = z.object({
  cardNumber: z.string(),
  holder: z.string(),
  cardExpirationDate: z.string(),
  cardSecurityCode: z.string(),
  installments: z.string(),
});
export type CardForm = z.infer<typeof cardFormSchema>;

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export const emptyCardForm: CardForm = {
  cardNumber: '',
  holder: '',
  cardExpirationDate: '',
  cardSecurityCode: '',
  installments: '1',
};

/** Field order for focusing the first error. */
export const cardFieldOrder: readonly CardField[] = [
  'cardNumber',
  'holder',
  'cardExpirationDate',
  'cardSecurityCode',
  'installments',
];

/** The required-field messages, plus an unrecognised brand. */
export function cardFormErrors(form: CardForm): CardErrors {
  const errors: CardErrors = {};
  if (!digitsOnly(form.cardNumber)) errors.cardNumber = cardMessages.numberRequired;
  else if (!detectCardBrand(form.cardNumber)) errors.cardNumber = cardMessages.invalid;
  if (!form.holder.trim()) errors.holder = cardMessages.holderRequired;
  if (!form.cardExpirationDate.trim()) errors.cardExpirationDate = cardMessages.expiryRequired;
  if (!form.cardSecurityCode.trim()) errors.cardSecurityCode = cardMessages.codeRequired;
  if (!form.installments.trim()) errors.installments = cardMessages.installmentsRequired;
  return errors;
}

/** The server check runs on blur once number, holder, expiry and CVV are all filled. */
export function cardReadyForCheck(form: CardForm): boolean {
  return Boolean(
    digitsOnly(form.cardNumber) &&
    form.holder.trim() &&
    form.cardExpirationDate.trim() &&
    form.cardSecurityCode.trim(),
  );
}

export function cardBrandOf(form: Pick<CardForm, 'cardNumber'>): CardBrand | null {
  return detectCardBrand(form.cardNumber);
}

/** Instalment choices: 1..max for signed members, only 1 for guests and voucher users. */
export function installmentOptions(payer: PayerKind, campaignMax: number): number[] {
  return Array.from({ length: maxInstallments(payer, campaignMax) }, (_, i) => i + 1);
}
