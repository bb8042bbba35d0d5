import { createContext, useContext } from 'react';
import type { BillingForm, TravellerForm } from '@portal/domain/checkout';
import {
  readCheckoutDraft,
  removeCheckoutDraft,
  writeCheckoutDraft,
} from '../../../shared/storage/checkoutDraft';
import type { CheckoutSelection } from '../selection';

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

/** What the checkout writes to its draft as the member types. */
export interface DraftParts {
  travellers: Record<string, TravellerForm>;
  fields: Record<string, string>;
  billing: BillingForm;
}

/** Reads and saves one selection's draft; every save is written through. */
export interface DraftStore {
  traveller: (formId: string) => TravellerForm | undefined;
  field: (id: string) => string | undefined;
  billing: () => BillingForm | null;
  save: (parts: DraftParts) => void;
  /** After a purchase: removes the draft, and the forms still on screen save nothing more. */
  discard: () => void;
}

export function draftStore(selection: string): DraftStore {
  const draft = readCheckoutDraft(selection);
  let discarded = false;
  return {
    traveller: (formId) => draft.travellers[formId],
    field: (id) => draft.fields[id],
    billing: () => draft.billing,
    save: (parts) => {
      if (discarded) return;
      Object.assign(draft.travellers, parts.travellers);
      Object.assign(draft.fields, parts.fields);
      draft.billing = parts.billing;
      writeCheckoutDraft(draft);
    },
    discard: () => {
      discarded = true;
      removeCheckoutDraft();
    },
  };
}

/** Outside a checkout page (a section on its own) nothing is kept. */
const noDraft: DraftStore = {
  traveller: () => undefined,
  field: () => undefined,
  billing: () => null,
  save: () => undefined,
  discard: () => undefined,
};

export const CheckoutDraftContext = createContext<DraftStore>(noDraft);
export const useCheckoutDraft = (): DraftStore => useContext(CheckoutDraftContext);
