import type { JobGuard } from './exclusive';
import type { BookingsService } from '../modules/bookings/service';
import { scheduleJob, type JobLogger, type ScheduledJob } from './scheduler';

/** Pendentes expire within a minute of their bookingExpirationDate. */
export const BOOKING_EXPIRY_INTERVAL_MS = 60 * 1000;

export function startBookingExpiryJob(
  bookings: Pick<BookingsService, 'expirePending'>,
  log: JobLogger,
  intervalMs = BOOKING_EXPIRY_INTERVAL_MS,
  guard?: JobGuard,
): ScheduledJob {
  return scheduleJob(
    'booking-expiry',
    intervalMs,
    async () => ({ expired: await bookings.expirePending() }),
    log,
    guard,
  );
}
