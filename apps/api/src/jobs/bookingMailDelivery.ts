import type { BookingMailsService } from '../modules/bookingMails/service';
import { scheduleJob, type JobLogger, type ScheduledJob } from './scheduler';

/** Booking e-mails go out within seconds of the change that owes them. */
export const BOOKING_MAIL_INTERVAL_MS = 5_000;

/**
 * Delivery of the booking e-mail outbox, in every process (the rows are claimed one process at
 * a time); a pass that found nothing due is not logged.
 */
export function startBookingMailJob(
  mails: Pick<BookingMailsService, 'deliverDue'>,
  log: JobLogger,
  intervalMs = BOOKING_MAIL_INTERVAL_MS,
): ScheduledJob {
  const quiet: JobLogger = {
    info: (object, message) => {
      const { sent, failed } = object as { sent?: number; failed?: number };
      if (sent || failed) log.info(object, message);
    },
    error: (object, message) => log.error(object, message),
  };
  return scheduleJob('booking-mail', intervalMs, () => mails.deliverDue(new Date()), quiet);
}
