import { z } from 'zod';
import { paymentMethodSchema } from '../bookings/schema';
import { billingErrors, billingFormSchema } from './billing';
import { cardFormErrors, cardFormSchema } from './card';

/** A card to pay with: a new one as typed, or a saved one by its vault id. */
export const cardChoiceSchema = z.object({
  useSaved: z.boolean(),
  vaultId: z.string(),
  card: cardFormSchema,
});
export type CardChoiceForm = z.infer<typeof cardChoiceSchema>;

/** A saved card needs nothing more; a new card needs each of its fields. */
export const cardChoiceRules = cardChoiceSchema.superRefine((form, ctx) => {
  if (form.useSaved) return;
  for (const [field, message] of Object.entries(cardFormErrors(form.card)))
    ctx.addIssue({ code: 'custom', path: ['card', field], message });
});

/** The payment part of the checkout form: card or Pix, the card and its billing customer. */
export const checkoutPaymentFormSchema = cardChoiceSchema.extend({
  paymentMethod: paymentMethodSchema,
  /** The card's number, expiry and code are typed into the gateway's own fields (Stripe). */
  cardByGateway: z.boolean(),
  billing: billingFormSchema,
});
export type CheckoutPaymentForm = z.infer<typeof checkoutPaymentFormSchema>;

/** A message for one field of a form, by its path in the form's values. */
export interface FormIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The checkout's payment rules: nothing is asked while points pay everything or a Pix pays the
 * cash part; a card needs the billing customer, and the card's fields unless a saved card pays.
 */
export function paymentIssues(form: CheckoutPaymentForm, needsCard: boolean): FormIssue[] {
  if (!needsCard || form.paymentMethod === 'pix') return [];
  const all = form.useSaved ? {} : cardFormErrors(form.card);
  // The gateway's fields check themselves: only the holder's name is ours to ask.
  const cardErrors = form.cardByGateway ? (all.holder ? { holder: all.holder } : {}) : all;
  return [
    ...Object.entries(cardErrors).map(([field, message]) => ({ path: ['card', field], message })),
    ...Object.entries(billingErrors(form.billing)).map(([field, message]) => ({
      path: ['billing', field],
      message,
    })),
  ];
}
