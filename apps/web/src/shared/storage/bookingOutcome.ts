import { z } from 'zod';
import { bookingSubmitResponseSchema, type BookingSubmitResponse } from '@portal/domain/bookings';
import { sessionKeys } from './keys';
import { readSession, writeSession } from './storage';

/** The purchase's result (checkout, reprocess or two-factor), for the finished page. */
export const writeCompletedBooking = (result: BookingSubmitResponse): void =>
  writeSession(sessionKeys.completedBooking, result);

export function readCompletedBooking(): BookingSubmitResponse | null {
  const parsed = bookingSubmitResponseSchema.safeParse(readSession(sessionKeys.completedBooking));
  return parsed.success ? parsed.data : null;
}

/**
 * The error of a purchase for the booking-error page, and whether it came from a reprocess in my
 * trips ('Tentar novamente' goes back there) or from the checkout.
 */
export function writeBookingError(message: string, { reprocess }: { reprocess: boolean }): void {
  writeSession(sessionKeys.bookingError, message);
  writeSession(sessionKeys.reprocess, reprocess);
}

export function readBookingError(): string | null {
  const parsed = z.string().safeParse(readSession(sessionKeys.bookingError));
  return parsed.success ? parsed.data : null;
}

export const readReprocessFlag = (): boolean =>
  z.literal(true).safeParse(readSession(sessionKeys.reprocess)).success;
