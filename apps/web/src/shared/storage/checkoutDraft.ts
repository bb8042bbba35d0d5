import { z } from 'zod';
import {
  billingFormSchema,
  emptyTravellerForm,
  travellerFormSchema,
} from '@portal/domain/checkout';
import { sessionKeys } from './keys';
import { readSession, removeSession, writeSession } from './storage';

/**
 * What the member typed on the checkout page, so that a reload keeps it. Card data stays out:
 * number, CVV, expiry and holder are typed again, since session storage is readable by any
 * script of the page and outlives the form.
 */
/** A draft typed before the checkout asked for passports keeps its forms, the passport empty. */
const draftTravellerSchema = travellerFormSchema
  .partial({ passportNumber: true, passportCountry: true, passportExpiresOn: true })
  .transform((form) => ({ ...emptyTravellerForm, ...form }));

const checkoutDraftSchema = z.object({
  /** the selection the draft was typed for: another trip starts from empty forms */
  selection: z.string(),
  /** traveller forms by form id */
  travellers: z.record(z.string(), draftTravellerSchema),
  /** free-text fields besides the traveller forms (addresses, points), by field id */
  fields: z.record(z.string(), z.string()),
  billing: billingFormSchema.nullable(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/** The draft typed for this selection, or an empty one (another trip's draft is not read). */
export function readCheckoutDraft(selection: string): CheckoutDraft {
  const parsed = checkoutDraftSchema.safeParse(readSession(sessionKeys.checkoutDraft));
  return parsed.success && parsed.data.selection === selection
    ? parsed.data
    : { selection, travellers: {}, fields: {}, billing: null };
}

export const writeCheckoutDraft = (draft: CheckoutDraft): void =>
  writeSession(sessionKeys.checkoutDraft, draft);

/** What the member typed on the checkout goes once the purchase is done. */
export const removeCheckoutDraft = (): void => removeSession(sessionKeys.checkoutDraft);
