import { useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import {
  actionForError,
  actionForReply,
  checkoutMessages,
  type BookingPayment,
  type BookingSubmitResponse,
  type SessionUser,
  type SubmitAction,
} from '@portal/domain';
import { useAlert, VALIDATION_ALERT_MS } from '../../shared/alerts/alertContext';
import { isApiError } from '../../shared/api/client';
import { assignLocation } from '../../shared/browser';
import { paths } from '../../shared/routes';
import { useSession } from '../../shared/session/sessionContext';
import { sessionKeys } from '../../shared/storage/keys';
import { writeSession } from '../../shared/storage/storage';
import type { TransferDataHandle } from './activities/TransferDataSection';
import { useSubmitBooking } from './api';
import { bookingRequestFor, cardPayment } from './bookingRequest';
import { useCheckoutDraft } from './draft/checkoutDraft';
import type { CheckoutSelection } from './selection';
import type { TravellersHandle } from './travellers';
import type { PaymentForm } from './usePaymentForm';
import type { PaymentSplit } from './usePaymentSplit';
import { usePurchasedEntry } from './usePurchasedEntry';

/** One checkout attempt: the same body retried keeps its Idempotency-Key and payment code. */
interface Attempt {
  fingerprint: string;
  key: string;
  paymentCode: string;
}

interface SubmitInput {
  selection: CheckoutSelection;
  user: SessionUser;
  split: PaymentSplit;
  payment: PaymentForm;
  travellersRef: RefObject<TravellersHandle | null>;
  transferRef: RefObject<TransferDataHandle | null>;
  canBuy: boolean;
}

/** 'Comprar': validates, sends the booking and follows the reply. */
export function useCheckoutSubmit(input: SubmitInput) {
  const { selection, user, split } = input;
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { refreshUser } = useSession();
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
    writeSession(sessionKeys.completedBooking, result);
    draft.discard();
    void refreshUser();
    await purchasedEntry.markPurchased();
    void navigate(paths.finished);
  };

  const act = (action: SubmitAction, sentPayment: BookingPayment | null) => {
    switch (action.kind) {
      case 'finished':
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
        writeSession(sessionKeys.bookingError, action.message);
        writeSession(sessionKeys.reprocess, false);
        void navigate(paths.bookingError);
        return;
      case 'alert':
        showAlert({ kind: 'error', message: action.message });
    }
  };

  const submit = async () => {
    setPageError(null);
    const travellers = input.travellersRef.current?.validate() ?? { ok: false as const };
    const transferData =
      selection.type === 'ENTERTAINMENT' && selection.transfer
        ? (input.transferRef.current?.validate() ?? null)
        : undefined;
    const paymentValid = await input.payment.validate(travellers.ok && transferData !== null);
    if (!travellers.ok || transferData === null || !paymentValid) {
      showAlert({
        kind: 'error',
        message: checkoutMessages.fillAll,
        duration: VALIDATION_ALERT_MS,
      });
      return;
    }
    if (!input.canBuy) return;
    const draft = bookingRequestFor(
      selection,
      travellers,
      transferData,
      {
        pointsPrice: split.view ? split.view.points : 0,
        cashPrice: split.cashDue / 100,
        pointsTotalValue: selection.pointsTotal,
        cashTotalValue: selection.totalCents / 100,
        guest: user.guest,
        couponCode: split.coupon?.couponCode,
      },
      user.id,
    );
    if (!draft) return;
    const values = input.payment.form.getValues();
    const payment = (code: string) => (split.needsCard ? cardPayment(values, code) : undefined);
    const fingerprint = JSON.stringify([draft, payment('')]);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: crypto.randomUUID(), paymentCode: crypto.randomUUID() };
    }
    const { key, paymentCode } = attempt.current;
    const sentPayment = payment(paymentCode) ?? null;
    submission.mutate(
      { body: { ...draft, payment: sentPayment ?? undefined }, idempotencyKey: key },
      {
        // The client reads no status; a reply that succeeded without two-factor is a 200.
        onSuccess: (result) =>
          act(actionForReply(result.success && !result.auth2fa ? 200 : 201, result), sentPayment),
        onError: (error) => {
          // A seat taken meanwhile: say so and show the fresh seat map, the purchase stays here.
          if (isApiError(error) && error.code === 'SEAT_TAKEN') {
            setPageError(error.message);
            input.travellersRef.current?.refresh?.();
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

  return {
    submit: () => void submit(),
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
