import { createContext, useContext } from 'react';
import { z } from 'zod';
import {
  billingFormSchema,
  travellerFormSchema,
  type BillingForm,
  type TravellerForm,
} from '@portal/domain';
import { sessionKeys } from '../../../shared/storage/keys';
import { readSession, removeSession, writeSession } from '../../../shared/storage/storage';
import type { CheckoutSelection } from '../selection';

/**
 * What the member typed on the checkout page, so that a reload keeps it. Card data stays out:
 * number, CVV, expiry and holder are typed again, since session storage is readable by any
 * script of the page and outlives the form.
 */
const checkoutDraftSchema = z.object({
  /** the selection the draft was typed for: another trip starts from empty forms */
  selection: z.string(),
  /** traveller forms by form id */
  travellers: z.record(z.string(), travellerFormSchema),
  /** free-text fields besides the traveller forms (addresses), by field id */
  fields: z.record(z.string(), z.string()),
  billing: billingFormSchema.nullable(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/** FNV-1a over the selection as stored: the same trip at the same prices gives the same id. */
export function selectionId(selection: CheckoutSelection): string {
  const text = JSON.stringify(selection);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${selection.type}-${(hash >>> 0).toString(36)}`;
}

const emptyDraft = (selection: string): CheckoutDraft => ({
  selection,
  travellers: {},
  fields: {},
  billing: null,
});

export function readCheckoutDraft(selection: string): CheckoutDraft {
  const parsed = checkoutDraftSchema.safeParse(readSession(sessionKeys.checkoutDraft));
  return parsed.success && parsed.data.selection === selection
    ? parsed.data
    : emptyDraft(selection);
}

/** Reads and saves the parts of one selection's draft; every save is written through. */
export interface DraftStore {
  traveller: (formId: string) => TravellerForm | undefined;
  saveTravellers: (forms: Record<string, TravellerForm>) => void;
  field: (id: string) => string | undefined;
  saveFields: (fields: Record<string, string>) => void;
  billing: () => BillingForm | null;
  saveBilling: (billing: BillingForm) => void;
  /** After a purchase: removes the draft, and the forms still on screen save nothing more. */
  discard: () => void;
}

export function draftStore(selection: string): DraftStore {
  const draft = readCheckoutDraft(selection);
  let discarded = false;
  const save = () => {
    if (!discarded) writeSession(sessionKeys.checkoutDraft, draft);
  };
  return {
    traveller: (formId) => draft.travellers[formId],
    saveTravellers: (forms) => {
      Object.assign(draft.travellers, forms);
      save();
    },
    field: (id) => draft.fields[id],
    saveFields: (fields) => {
      Object.assign(draft.fields, fields);
      save();
    },
    billing: () => draft.billing,
    saveBilling: (billing) => {
      draft.billing = billing;
      save();
    },
    discard: () => {
      discarded = true;
      removeSession(sessionKeys.checkoutDraft);
    },
  };
}

/** Outside a checkout page (a section on its own) nothing is kept. */
const noDraft: DraftStore = {
  traveller: () => undefined,
  saveTravellers: () => undefined,
  field: () => undefined,
  saveFields: () => undefined,
  billing: () => null,
  saveBilling: () => undefined,
  discard: () => undefined,
};

export const CheckoutDraftContext = createContext<DraftStore>(noDraft);
export const useCheckoutDraft = (): DraftStore => useContext(CheckoutDraftContext);
