import type { WebhookDispatcher } from '../modules/webhooks/dispatcher';
import { scheduleJob, type JobLogger, type ScheduledJob } from './scheduler';

/** Webhooks go out within seconds of the change that raised them. */
export const WEBHOOK_DELIVERY_INTERVAL_MS = 2_000;

/**
 * The delivery job's log lines: a pass that found nothing due is not logged. Wrapped by the
 * observed job log, not wrapping it, so the metrics still count every pass.
 */
export function quietWhenIdle(log: JobLogger): JobLogger {
  return {
    info: (object, message) => {
      const { delivered, failed } = object as { delivered?: number; failed?: number };
      if (delivered || failed) log.info(object, message);
    },
    error: (object, message) => log.error(object, message),
  };
}

/** Delivery of the webhook outbox, every pass told to `log` (see quietWhenIdle). */
export function startWebhookDeliveryJob(
  dispatcher: Pick<WebhookDispatcher, 'deliverDue'>,
  log: JobLogger,
  intervalMs = WEBHOOK_DELIVERY_INTERVAL_MS,
): ScheduledJob {
  return scheduleJob('webhook-delivery', intervalMs, () => dispatcher.deliverDue(new Date()), log);
}
