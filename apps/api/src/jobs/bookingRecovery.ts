import type { JobGuard } from './exclusive';
import type { BookingRecovery } from '../modules/bookings/recovery';
import { scheduleJob, type JobLogger, type ScheduledJob } from './scheduler';

export const BOOKING_RECOVERY_INTERVAL_MS = 60 * 1000;

/**
 * Undoes submissions, finishes the captures of issued bookings and the cancellations a crash
 * interrupted: at start (after a restart)
 * and then every minute.
 */
export function startBookingRecoveryJob(
  recovery: BookingRecovery,
  log: JobLogger,
  intervalMs = BOOKING_RECOVERY_INTERVAL_MS,
  guard?: JobGuard,
): ScheduledJob {
  return scheduleJob(
    'booking-recovery',
    intervalMs,
    async () => ({
      recovered: await recovery.recoverInterrupted(),
      capturesFinished: await recovery.finishCaptures(),
      cancellationsFinished: await recovery.finishCancellations(),
    }),
    log,
    guard,
  );
}
