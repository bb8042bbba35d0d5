import { useEffect, useRef, useState } from 'react';
import {
  billingErrors,
  billingFieldOrder,
  cardFieldOrder,
  cardFormErrors,
  emptyBillingForm,
  emptyCardForm,
  type BillingForm,
  type SessionUser,
} from '@portal/domain';
import type { BillingFieldRefs } from './BillingSection';
import type { CardFieldRefs, CardState } from './CardSection';
import { useCheckoutDraft } from './draft/checkoutDraft';
import type { PaymentSplit } from './usePaymentSplit';

/**
 * The card and its billing customer. Errors show once 'Comprar' was pressed; the billing data
 * is kept in the page's draft, the card never is.
 */
export function usePaymentForm(user: SessionUser, split: PaymentSplit) {
  const draft = useCheckoutDraft();
  const cardRefs: CardFieldRefs = useRef({});
  const billingRefs: BillingFieldRefs = useRef({});
  const [card, setCard] = useState<CardState>({
    useSaved: false,
    vaultId: '',
    form: emptyCardForm,
  });
  const [cardError, setCardError] = useState<string | null>(null);
  const [billing, setBilling] = useState<BillingForm>(
    () => draft.billing() ?? { ...emptyBillingForm, email: user.guest ? '' : user.email },
  );
  useEffect(() => draft.saveBilling(billing), [draft, billing]);
  const [showErrors, setShowErrors] = useState(false);
  const newCard = split.needsCard && !card.useSaved;

  /** Shows the errors and focuses the first payment field in error; true when there is none. */
  const validate = (): boolean => {
    setShowErrors(true);
    if (split.view?.error) {
      split.pointsRef.current?.focus();
      return false;
    }
    if (!split.needsCard) return true;
    const errors = newCard ? cardFormErrors(card.form) : {};
    const field = cardFieldOrder.find((f) => errors[f]);
    if (field) {
      cardRefs.current[field]?.focus();
      return false;
    }
    const bill = billingErrors(billing);
    const billField = billingFieldOrder.find((f) => bill[f]);
    if (billField) billingRefs.current[billField]?.focus();
    return !billField;
  };

  return {
    card,
    setCard,
    cardError,
    setCardError,
    cardRefs,
    cardErrors: showErrors && newCard ? cardFormErrors(card.form) : {},
    cardBlocks: newCard && cardError !== null,
    billing,
    setBilling,
    billingRefs,
    billingErrors: showErrors && split.needsCard ? billingErrors(billing) : {},
    showErrors,
    validate,
  };
}
