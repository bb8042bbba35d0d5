import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  actionForError,
  actionForReply,
  type CheckoutFormValues,
  checkoutMessages,
  checkoutTravellers,
  type SubmitAction,
} from '@portal/domain/checkout';
import { type BookingPayment, type BookingSubmitResponse } from '@portal/domain/bookings';
import { centsToBrl } from '@portal/domain/money';
import { useAlert, VALIDATION_ALERT_MS } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { assignLocation } from '../../shared/browser';
import { paths } from '../../shared/routes';
import { useSignedUser } from '../../shared/session/sessionContext';
import { writeBookingError, writeCompletedBooking } from '../../shared/storage/bookingOutcome';
import { useSubmitBooking } from './api';
import { bookingRequestFor, cardPayment, gatewayCardPayment } from './bookingRequest';
import type { useBusRecheck } from './bus/useBusRecheck';
import { useCheckoutDraft } from './draft/checkoutDraft';
import type { CheckoutFormState } from './form/useCheckoutForm';
import type { CheckoutSelection } from './selection';
import type { CardTokenizer } from '../../shared/payment/StripeCardFields';
import { usePurchasedEntry } from './usePurchasedEntry';

/** One checkout attempt: the same body retried keeps its Idempotency-Key and payment code. */
interface Attempt {
  fingerprint: string;
  key: string;
  paymentCode: string;
}

interface SubmitInput {
  /** the selection at the price the member sees (a bus at its re-checked price) */
  selection: CheckoutSelection;
  checkout: CheckoutFormState;
  recheck: ReturnType<typeof useBusRecheck>;
  canBuy: boolean;
  /**
   * In Stripe mode, what turns the card in Stripe's fields into a PaymentMethod id (null until
   * those fields are ready); undefined with the portal's own card form.
   */
  tokenizeCard?: CardTokenizer | null;
}

/** 'Comprar': checks the checkout form, sends the booking and follows the reply. */
export function useCheckoutSubmit({
  selection,
  checkout,
  recheck,
  canBuy,
  tokenizeCard,
}: SubmitInput) {
  const user = useSignedUser();
  const navigate = useNavigate();
  const showAlert = useAlert();
  const purchasedEntry = usePurchasedEntry();
  const draft = useCheckoutDraft();
  const submission = useSubmitBooking();
  const attempt = useRef<Attempt | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState<{
    locator: string;
    payment: BookingPayment | null;
  } | null>(null);

  const finish = async (result: BookingSubmitResponse) => {
    writeCompletedBooking(result);
    draft.discard();
    await purchasedEntry.markPurchased();
    void navigate(paths.finished);
  };

  const act = (action: SubmitAction, sentPayment: BookingPayment | null) => {
    switch (action.kind) {
      case 'finished':
        // A Pix awaits its payment on the booking's page, which moves on once it is paid.
        if (action.result.booking.paymentTransaction?.pix) {
          draft.discard();
          void navigate(
            `${paths.finished}?locator=${encodeURIComponent(action.result.bookingResponse.locator)}`,
          );
          return;
        }
        void finish(action.result);
        return;
      case 'redirect':
        assignLocation(action.url);
        return;
      case 'twoFactor':
        setTwoFactor({ locator: action.result.bookingResponse.locator, payment: sentPayment });
        return;
      case 'pageError':
        setPageError(action.message);
        return;
      case 'sessionExpired':
        void navigate(paths.sessionExpires);
        return;
      case 'bookingError':
        writeBookingError(action.message, { reprocess: false });
        void navigate(paths.bookingError);
        return;
      case 'alert':
        showAlert({ kind: 'error', message: action.message });
    }
  };

  const send = async (values: CheckoutFormValues) => {
    if (!canBuy) return;
    // Stripe's fields give the card's PaymentMethod id; the card itself never comes here.
    let paymentMethodId: string | null = null;
    if (tokenizeCard !== undefined && checkout.needsCard && values.paymentMethod === 'card') {
      if (!tokenizeCard) return;
      try {
        paymentMethodId = await tokenizeCard(values.card.holder.trim());
      } catch (error) {
        setPageError(error instanceof Error ? error.message : checkoutMessages.unexpected);
        return;
      }
    }
    const travellers = checkoutTravellers(values, checkout.plan, checkout.today);
    if (!travellers.ok) return;
    const body = bookingRequestFor(
      selection,
      travellers.data,
      recheck.rate.data,
      {
        pointsPrice: checkout.view ? checkout.view.points : 0,
        cashPrice: centsToBrl(checkout.cashDue),
        pointsTotalValue: selection.pointsTotal,
        cashTotalValue: centsToBrl(selection.totalCents),
        guest: user.guest,
        couponCode: checkout.coupon?.couponCode,
      },
      user.id,
    );
    if (!body) return;
    const payment = (code: string): BookingPayment | undefined => {
      if (!checkout.needsCard) return undefined;
      if (values.paymentMethod === 'pix')
        return { method: 'pix', paymentCode: code, installments: 1 };
      return paymentMethodId
        ? gatewayCardPayment(values, paymentMethodId, code)
        : cardPayment(values, code);
    };
    const fingerprint = JSON.stringify([body, payment('')]);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: crypto.randomUUID(), paymentCode: crypto.randomUUID() };
    }
    const { key, paymentCode } = attempt.current;
    const sentPayment = payment(paymentCode) ?? null;
    submission.mutate(
      { body: { ...body, payment: sentPayment ?? undefined }, idempotencyKey: key },
      {
        // The client reads no status; a reply that succeeded without two-factor is a 200.
        onSuccess: (result) =>
          act(actionForReply(result.success && !result.auth2fa ? 200 : 201, result), sentPayment),
        onError: (error) => {
          // A seat taken meanwhile: say so and show the fresh seat map, the purchase stays here.
          if (isApiError(error) && error.code === 'SEAT_TAKEN') {
            setPageError(error.message);
            void recheck.rate.refetch();
            return;
          }
          act(
            isApiError(error)
              ? actionForError(error.status, error.message, selection.type === 'ENTERTAINMENT')
              : actionForError(0, null),
            sentPayment,
          );
        },
      },
    );
  };

  // The form itself focuses the first field in error.
  const refuse = () =>
    showAlert({ kind: 'error', message: checkoutMessages.fillAll, duration: VALIDATION_ALERT_MS });

  return {
    submit: () => {
      setPageError(null);
      void checkout.form.handleSubmit(send, refuse)();
    },
    submitting: submission.isPending,
    pageError,
    twoFactor,
    finish: (result: BookingSubmitResponse) => void finish(result),
    cancelTwoFactor: () => {
      setTwoFactor(null);
      void navigate(paths.home);
    },
  };
}
