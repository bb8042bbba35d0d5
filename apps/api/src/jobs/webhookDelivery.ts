import type { WebhookDispatcher } from '../modules/webhooks/dispatcher';
import { scheduleJob, type JobLogger, type ScheduledJob } from './scheduler';

/** Webhooks go out within seconds of the change that raised them. */
export const WEBHOOK_DELIVERY_INTERVAL_MS = 2_000;

/** Delivery of the webhook outbox, every pass told to `log` (app.ts makes it quiet when idle). */
export function startWebhookDeliveryJob(
  dispatcher: Pick<WebhookDispatcher, 'deliverDue'>,
  log: JobLogger,
  intervalMs = WEBHOOK_DELIVERY_INTERVAL_MS,
): ScheduledJob {
  return scheduleJob('webhook-delivery', intervalMs, () => dispatcher.deliverDue(new Date()), log);
}
