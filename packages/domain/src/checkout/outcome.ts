import type { BookingSubmitResponse } from '../bookings/schema';
import { checkoutMessages } from './payment';

/** What the checkout does with a submit reply: the outcome pages and the booking-submit error catalogue. */
export type SubmitAction =
  | { kind: 'finished'; result: BookingSubmitResponse }
  | { kind: 'redirect'; url: string }
  | { kind: 'twoFactor'; result: BookingSubmitResponse }
  | { kind: 'pageError'; message: string }
  | { kind: 'sessionExpired' }
  | { kind: 'bookingError'; message: string }
  | { kind: 'alert'; message: string };

/** A 200 or 201 reply with its status (the my-trips reprocess reuses this too). */
export function actionForReply(status: number, result: BookingSubmitResponse): SubmitAction {
  if (status === 201 && result.auth2fa) {
    return result.redirectAuth2fa
      ? { kind: 'redirect', url: result.redirectAuth2fa }
      : { kind: 'twoFactor', result };
  }
  return { kind: 'finished', result };
}

/** `entertainment`: a 500 of an entertainment booking shows the server's text and stays on the page. */
export function actionForError(
  status: number,
  serverMessage: string | null,
  entertainment = false,
): SubmitAction {
  if (status === 500 && entertainment)
    return { kind: 'pageError', message: serverMessage ?? checkoutMessages.unexpected };
  switch (status) {
    case 400:
      return { kind: 'pageError', message: checkoutMessages.badData };
    case 401:
      return { kind: 'sessionExpired' };
    case 409:
      return { kind: 'bookingError', message: serverMessage ?? checkoutMessages.unexpected };
    // The card is refused as it is (not accepted, no installments for it): the member changes it here.
    case 422:
      return { kind: 'pageError', message: serverMessage ?? checkoutMessages.unexpected };
    case 504:
      return { kind: 'bookingError', message: checkoutMessages.timeout };
    default:
      return { kind: 'alert', message: checkoutMessages.unexpected };
  }
}

/** The finished page's variant: a 200 reply has success true, a 201 success false (done with issues). */
export function finishedVariant(result: { success: boolean }): 'success' | 'issues' {
  return result.success ? 'success' : 'issues';
}
