import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingFieldOrder,
  cardFieldOrder,
  checkoutPaymentRules,
  emptyBillingForm,
  emptyCardForm,
  type CheckoutPaymentForm,
  type SessionUser,
} from '@portal/domain';
import { useCheckoutDraft } from './draft/checkoutDraft';
import type { PaymentSplit } from './usePaymentSplit';

/** Payment fields in screen order: the first one in error takes the focus. */
const fieldOrder: FieldPath<CheckoutPaymentForm>[] = [
  ...cardFieldOrder.map((field) => `card.${field}` as const),
  ...billingFieldOrder.map((field) => `billing.${field}` as const),
];

/**
 * The card and its billing customer as one react-hook-form form over the domain's payment rules.
 * Messages show from the first 'Comprar' on and follow each change after it; the billing data
 * is kept in the page's draft, the card never is.
 */
export function usePaymentForm(user: SessionUser, split: PaymentSplit) {
  const draft = useCheckoutDraft();
  const form = useForm<CheckoutPaymentForm>({
    defaultValues: {
      useSaved: false,
      vaultId: '',
      card: emptyCardForm,
      billing: draft.billing() ?? { ...emptyBillingForm, email: user.guest ? '' : user.email },
    },
    resolver: zodResolver(checkoutPaymentRules(split.needsCard)),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The travellers' forms come first on the page: focus is given below, once all were checked.
    shouldFocusError: false,
  });
  const billing = useWatch({ control: form.control, name: 'billing' });
  useEffect(() => draft.saveBilling(billing), [draft, billing]);
  const useSaved = useWatch({ control: form.control, name: 'useSaved' });
  // The server's verdict on the card typed (brand or check), not a field of the form.
  const [cardError, setCardError] = useState<string | null>(null);

  /**
   * Checks the payment fields and shows their messages; focuses the first in error unless
   * `focus` is false (an earlier section keeps it). True when nothing is wrong.
   */
  const validate = async (focus: boolean): Promise<boolean> => {
    let valid = false;
    await form.handleSubmit(() => {
      valid = true;
    })();
    if (split.view?.error) {
      if (focus) split.pointsRef.current?.focus();
      return false;
    }
    if (!valid && focus) {
      const first = fieldOrder.find((name) => form.getFieldState(name).error);
      if (first) form.setFocus(first);
    }
    return valid;
  };

  return {
    form,
    cardError,
    setCardError,
    cardBlocks: split.needsCard && !useSaved && cardError !== null,
    submitted: form.formState.isSubmitted,
    validate,
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
