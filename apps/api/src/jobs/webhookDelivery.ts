import type { WebhookDispatcher } from '../modules/webhooks/dispatcher';
import { scheduleJob, type JobLogger, type ScheduledJob } from './scheduler';

/** Webhooks go out within seconds of the change that raised them. */
export const WEBHOOK_DELIVERY_INTERVAL_MS = 2_000;

/** Delivery of the webhook outbox; a pass that found nothing due is not logged. */
export function startWebhookDeliveryJob(
  dispatcher: Pick<WebhookDispatcher, 'deliverDue'>,
  log: JobLogger,
  intervalMs = WEBHOOK_DELIVERY_INTERVAL_MS,
): ScheduledJob {
  const quiet: JobLogger = {
    info: (object, message) => {
      const { delivered, failed } = object as { delivered?: number; failed?: number };
      if (delivered || failed) log.info(object, message);
    },
    error: (object, message) => log.error(object, message),
  };
  return scheduleJob(
    'webhook-delivery',
    intervalMs,
    () => dispatcher.deliverDue(new Date()),
    quiet,
  );
}
