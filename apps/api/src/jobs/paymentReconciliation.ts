import type { PaymentsService } from '../payments/service';
import type { JobGuard } from './exclusive';
import { scheduleJob, type JobLogger, type ScheduledJob } from './scheduler';

export const PAYMENT_RECONCILIATION_INTERVAL_MS = 60 * 1000;

/** Asks the gateway, every minute, about the payments still open `afterMs` after their last change. */
export function startPaymentReconciliationJob(
  payments: Pick<PaymentsService, 'reconcile'>,
  afterMs: number,
  log: JobLogger,
  intervalMs = PAYMENT_RECONCILIATION_INTERVAL_MS,
  guard?: JobGuard,
): ScheduledJob {
  return scheduleJob(
    'payment-reconciliation',
    intervalMs,
    // the log says how many; the payments asked about stay out of it
    async () => ({
      reconciled: (await payments.reconcile(new Date(Date.now() - afterMs))).reconciled,
    }),
    log,
    guard,
  );
}
