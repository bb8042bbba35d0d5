import { BookingStatus, type BookingView } from './schema';

/** My trips copy, verbatim. */
export const tripsMessages = {
  reprocessFailed: 'Compra não processada, por favor, tente novamente!',
} as const;

/** Status badges. */
export const bookingStatusLabels: Record<number, string> = {
  [BookingStatus.PENDING]: 'pendente',
  [BookingStatus.ISSUED]: 'emitido',
  [BookingStatus.EXPIRED]: 'expirado',
  [BookingStatus.FINISHED]: 'finalizado',
  [BookingStatus.CANCELLED]: 'cancelado',
};

/** Transactions the server can still complete without the card: authorised, or awaiting its challenge. */
const chargeableStatuses = new Set([
  'authorized',
  'captured',
  'requires_two_factor',
  'requires_redirect',
]);

/**
 * Whether 'Reprocessar Pagamento' must ask for a card first. The card dialog opens when
 * there is no payment transaction and cash is due; a declined (or failed, voided)
 * transaction cannot be charged again either, because card numbers are never stored, so the
 * card dialog opens whenever cash is due and the last transaction is not chargeable. A booking
 * awaiting its two-factor code or gateway page reprocesses without a card: the server sends
 * the challenge again.
 */
export function reprocessNeedsCard(
  booking: Pick<BookingView, 'cashPrice' | 'paymentTransaction'>,
): boolean {
  if (booking.cashPrice <= 0) return false;
  const status = booking.paymentTransaction?.status;
  return status === undefined || !chargeableStatuses.has(status);
}

/** What my trips does with a failed reprocess call. */
export type ReprocessErrorAction =
  | { kind: 'alert'; message: string }
  | { kind: 'sessionExpired' }
  /** Store the message and the reprocess flag, then go to /busca/booking-error. */
  | { kind: 'bookingError'; message: string };

export function reprocessActionForError(
  status: number,
  serverMessage: string | null,
): ReprocessErrorAction {
  switch (status) {
    case 400:
      return { kind: 'alert', message: 'Há algo de errado nos seus dados, verifique!' };
    case 401:
      return { kind: 'sessionExpired' };
    case 409:
      return { kind: 'bookingError', message: serverMessage ?? tripsMessages.reprocessFailed };
    // The card is refused as it is (not accepted, no installments for it): said, for another try.
    case 422:
      return { kind: 'alert', message: serverMessage ?? tripsMessages.reprocessFailed };
    case 504:
      return { kind: 'bookingError', message: 'Tempo expirou, tente novamente!' };
    default:
      return { kind: 'alert', message: tripsMessages.reprocessFailed };
  }
}
