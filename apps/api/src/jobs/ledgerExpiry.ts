import type { JobGuard } from './exclusive';
import type { LedgerService } from '../modules/ledger/service';
import { scheduleJob, type JobLogger, type ScheduledJob } from './scheduler';

/** Default cadence of lot expiry: hourly, so a lot expires within the hour after its date. */
export const LEDGER_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/** Expiry of points lots: remaining points of lots past their date go to 'expired'. */
export function startLedgerExpiryJob(
  ledger: Pick<LedgerService, 'expireLots'>,
  log: JobLogger,
  intervalMs = LEDGER_EXPIRY_INTERVAL_MS,
  guard?: JobGuard,
): ScheduledJob {
  return scheduleJob('ledger-expiry', intervalMs, () => ledger.expireLots(new Date()), log, guard);
}
