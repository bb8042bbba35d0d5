import { describe, expect, it } from 'vitest';
import { BookingStatus } from './schema';
import {
  BookingTransitionError,
  bookingStates,
  bookingStatesMovingTo,
  bookingStatusOf,
  canMoveBooking,
  moveBooking,
  type BookingState,
} from './stateMachine';

/** Every allowed move, written out independently of the table under test. */
const allowed = new Set([
  'processing→issued',
  'processing→failed',
  'processing→declined',
  'processing→awaiting_two_factor',
  'processing→awaiting_redirect',
  'declined→processing',
  'declined→expired',
  'declined→cancelling',
  'awaiting_two_factor→processing',
  'awaiting_two_factor→expired',
  'awaiting_two_factor→cancelling',
  'awaiting_redirect→processing',
  'awaiting_redirect→expired',
  'awaiting_redirect→cancelling',
  'processing→awaiting_payment',
  'awaiting_payment→processing',
  'awaiting_payment→expired',
  'awaiting_payment→cancelling',
  'cancelling→awaiting_payment',
  'issued→cancelling',
  'cancelling→cancelled',
  'cancelling→issued',
  'cancelling→declined',
  'cancelling→awaiting_two_factor',
  'cancelling→awaiting_redirect',
]);

const pairs = bookingStates.flatMap((from) =>
  bookingStates.map((to) => [from, to] as [BookingState, BookingState]),
);

describe('booking state machine', () => {
  it('covers every pair of states', () => {
    expect(pairs).toHaveLength(100);
  });

  it.each(pairs.filter(([from, to]) => allowed.has(`${from}→${to}`)))(
    'allows %s → %s',
    (from, to) => {
      expect(canMoveBooking(from, to)).toBe(true);
      expect(moveBooking(from, to).state).toBe(to);
    },
  );

  it.each(pairs.filter(([from, to]) => !allowed.has(`${from}→${to}`)))(
    'refuses %s → %s',
    (from, to) => {
      expect(canMoveBooking(from, to)).toBe(false);
      expect(() => moveBooking(from, to)).toThrow(BookingTransitionError);
    },
  );

  it('derives the status from the state', () => {
    expect(bookingStatusOf('processing')).toBe(BookingStatus.PENDING);
    expect(bookingStatusOf('declined')).toBe(BookingStatus.PENDING);
    expect(bookingStatusOf('awaiting_two_factor')).toBe(BookingStatus.PENDING);
    expect(bookingStatusOf('awaiting_redirect')).toBe(BookingStatus.PENDING);
    expect(bookingStatusOf('awaiting_payment')).toBe(BookingStatus.PENDING);
    expect(bookingStatusOf('issued')).toBe(BookingStatus.ISSUED);
    expect(bookingStatusOf('expired')).toBe(BookingStatus.EXPIRED);
    expect(bookingStatusOf('failed')).toBe(BookingStatus.CANCELLED);
    expect(bookingStatusOf('cancelled')).toBe(BookingStatus.CANCELLED);
  });

  it('writes the derived status with every move, except the start of a cancellation, which keeps its own', () => {
    expect(moveBooking('processing', 'issued')).toEqual({
      state: 'issued',
      statusId: BookingStatus.ISSUED,
    });
    expect(moveBooking('declined', 'expired')).toEqual({
      state: 'expired',
      statusId: BookingStatus.EXPIRED,
    });
    expect(moveBooking('issued', 'cancelling')).toEqual({ state: 'cancelling' });
    expect(moveBooking('declined', 'cancelling')).toEqual({ state: 'cancelling' });
    expect(moveBooking('cancelling', 'cancelled')).toEqual({
      state: 'cancelled',
      statusId: BookingStatus.CANCELLED,
    });
  });

  it('names the states a claim may take a booking from', () => {
    expect(bookingStatesMovingTo('expired')).toEqual([
      'declined',
      'awaiting_two_factor',
      'awaiting_redirect',
      'awaiting_payment',
    ]);
    expect(bookingStatesMovingTo('failed')).toEqual(['processing']);
    expect(bookingStatesMovingTo('cancelling')).toEqual([
      'issued',
      'declined',
      'awaiting_two_factor',
      'awaiting_redirect',
      'awaiting_payment',
    ]);
  });
});
