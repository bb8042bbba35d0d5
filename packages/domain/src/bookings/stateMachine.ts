import { BookingStatus, type BookingStatusId } from './schema';

/**
 * Where a booking is in its life. `processing` and `cancelling` are a purchase step or a
 * cancellation running now; the four pendente states wait for the member (another card, the
 * 2FA code, the bank's page, the Pix paid in the bank's app) until the booking expires.
 */
export const bookingStates = [
  'processing',
  'issued',
  'declined',
  'awaiting_two_factor',
  'awaiting_redirect',
  'awaiting_payment',
  'failed',
  'expired',
  'cancelling',
  'cancelled',
] as const;
export type BookingState = (typeof bookingStates)[number];

const pendenteStates = [
  'declined',
  'awaiting_two_factor',
  'awaiting_redirect',
  'awaiting_payment',
] as const;

/** Every move a booking may make; any other is a fault in the caller, refused. */
export const bookingTransitions: Readonly<Record<BookingState, readonly BookingState[]>> = {
  // A purchase step ends issued, failed (everything given back) or pendente.
  processing: ['issued', 'failed', ...pendenteStates],
  // A pendente booking is paid again (claimed for processing), expires, or is cancelled.
  declined: ['processing', 'expired', 'cancelling'],
  awaiting_two_factor: ['processing', 'expired', 'cancelling'],
  awaiting_redirect: ['processing', 'expired', 'cancelling'],
  awaiting_payment: ['processing', 'expired', 'cancelling'],
  issued: ['cancelling'],
  // A cancellation ends cancelled, or gives the booking back its state when the supplier refuses.
  cancelling: ['cancelled', 'issued', ...pendenteStates],
  failed: [],
  expired: [],
  cancelled: [],
};

export function canMoveBooking(from: BookingState, to: BookingState): boolean {
  return bookingTransitions[from].includes(to);
}

/** The states from which a booking may move to `to` (e.g. the rows a claim may take). */
export function bookingStatesMovingTo(to: BookingState): BookingState[] {
  return bookingStates.filter((from) => canMoveBooking(from, to));
}

/** A state a booking rests in long enough to show its own status (all but a cancellation running). */
export type SettledBookingState = Exclude<BookingState, 'cancelling'>;

const statusOfState: Readonly<Record<SettledBookingState, BookingStatusId>> = {
  processing: BookingStatus.PENDING,
  declined: BookingStatus.PENDING,
  awaiting_two_factor: BookingStatus.PENDING,
  awaiting_redirect: BookingStatus.PENDING,
  awaiting_payment: BookingStatus.PENDING,
  issued: BookingStatus.ISSUED,
  expired: BookingStatus.EXPIRED,
  failed: BookingStatus.CANCELLED,
  cancelled: BookingStatus.CANCELLED,
};

/** The stored status (1–5) of a booking in `state`. Finalizado is never stored: it is an issued trip already taken. */
export function bookingStatusOf(state: SettledBookingState): BookingStatusId {
  return statusOfState[state];
}

export class BookingTransitionError extends Error {
  constructor(
    readonly from: BookingState,
    readonly to: BookingState,
  ) {
    super(`a booking cannot move from ${from} to ${to}`);
    this.name = 'BookingTransitionError';
  }
}

/** What a move writes: the new state and, unless a cancellation starts, the status derived from it. */
export interface BookingMove {
  state: BookingState;
  statusId?: BookingStatusId;
}

/**
 * The columns a booking moving from `from` to `to` takes; throws when the move is not allowed.
 * The status is never chosen by the caller: it is the new state's, except that a cancellation
 * running keeps the status it started from (so the member still sees the booking as it was),
 * which is why a move to 'cancelling' writes no status.
 */
export function moveBooking(from: BookingState, to: BookingState): BookingMove {
  if (!canMoveBooking(from, to)) throw new BookingTransitionError(from, to);
  return to === 'cancelling' ? { state: to } : { state: to, statusId: bookingStatusOf(to) };
}
