import { bookingSubmitResponseSchema, type BookingSubmitResponse } from '@portal/domain';
import { z } from 'zod';
import { sessionKeys } from '../../shared/storage/keys';
import { readSession } from '../../shared/storage/storage';

export function readCompletedBooking(): BookingSubmitResponse | null {
  const parsed = bookingSubmitResponseSchema.safeParse(readSession(sessionKeys.completedBooking));
  return parsed.success ? parsed.data : null;
}

export function readBookingError(): string | null {
  const parsed = z.string().safeParse(readSession(sessionKeys.bookingError));
  return parsed.success ? parsed.data : null;
}

export const readReprocessFlag = (): boolean => readSession(sessionKeys.reprocess) === true;
