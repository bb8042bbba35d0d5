import type { BookingMailsService } from '../modules/bookingMails/service';
import { scheduleJob, type JobLogger, type ScheduledJob } from './scheduler';

/** Booking e-mails go out within seconds of the change that owes them. */
export const BOOKING_MAIL_INTERVAL_MS = 5_000;

/**
 * Delivery of the booking e-mail outbox, in every process (the rows are claimed one process at
 * a time); every pass told to `log` (app.ts makes it quiet when idle).
 */
export function startBookingMailJob(
  mails: Pick<BookingMailsService, 'deliverDue'>,
  log: JobLogger,
  intervalMs = BOOKING_MAIL_INTERVAL_MS,
): ScheduledJob {
  return scheduleJob('booking-mail', intervalMs, () => mails.deliverDue(new Date()), log);
}
