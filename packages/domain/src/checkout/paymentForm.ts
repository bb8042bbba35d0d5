import { z } from 'zod';
import { paymentMethodSchema } from '../bookings/schema';
import { billingErrors, billingFormSchema } from './billing';
import { cardFormErrors, cardFormSchema, type CardErrors } from './card';

/** A card to pay with: a new one as typed, or a saved one by its vault id. */
export const cardChoiceSchema = z.object({
  useSaved: z.boolean(),
  vaultId: z.string(),
  card: cardFormSchema,
  /** The card's number, expiry and code are typed into the gateway's own fields (Stripe). */
  cardByGateway: z.boolean(),
});
export type CardChoiceForm = z.infer<typeof cardChoiceSchema>;

/**
 * What a card choice still misses: nothing for a saved card; each field of a new card, but only
 * the holder's name when the gateway's own fields take the rest (they check themselves).
 */
export function cardChoiceErrors(form: CardChoiceForm): CardErrors {
  if (form.useSaved) return {};
  const all = cardFormErrors(form.card);
  if (!form.cardByGateway) return all;
  return all.holder ? { holder: all.holder } : {};
}

export const cardChoiceRules = cardChoiceSchema.superRefine((form, ctx) => {
  for (const [field, message] of Object.entries(cardChoiceErrors(form)))
    ctx.addIssue({ code: 'custom', path: ['card', field], message });
});

/** The payment part of the checkout form: card or Pix, the card and its billing customer. */
export const checkoutPaymentFormSchema = cardChoiceSchema.extend({
  paymentMethod: paymentMethodSchema,
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
  return [
    ...Object.entries(cardChoiceErrors(form)).map(([field, message]) => ({
      path: ['card', field],
      message,
    })),
    ...Object.entries(billingErrors(form.billing)).map(([field, message]) => ({
      path: ['billing', field],
      message,
    })),
  ];
}
