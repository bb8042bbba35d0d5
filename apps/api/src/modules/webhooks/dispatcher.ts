import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { WebhookDelivery, WebhookEvent } from '@portal/domain/loyalty';
import type { Db } from '../../db/client';
import { webhooksRepository, type DeliveryRow, type DueDelivery } from './repository';
import { SIGNATURE_HEADER, signWebhook } from './signature';
import type { WebhookTargetPolicy } from './targets';

/** After this many failed attempts a delivery is given up (visible in the console as failed). */
export const WEBHOOK_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;
const DELIVERY_TIMEOUT_MS = 5_000;
/** Longer than a delivery can take: a claimed delivery is not claimed again while it runs. */
const CLAIM_LEASE_MS = 60_000;
const BATCH = 50;

/** Wait before the next attempt, doubling from 10 s after each failure, at most an hour. */
export const webhookBackoffMs = (failedAttempts: number) =>
  Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), BACKOFF_MAX_MS);

export const toWebhookDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  clientId: row.clientId,
  eventId: row.eventId,
  eventType: row.eventType,
  payload: row.payload,
  attempts: row.attempts,
  status: row.deliveredAt ? 'delivered' : row.failedAt ? 'failed' : 'pending',
  nextAttemptAt: row.deliveredAt || row.failedAt ? null : row.nextAttemptAt.toISOString(),
  deliveredAt: row.deliveredAt ? row.deliveredAt.toISOString() : null,
  lastStatus: row.lastStatus,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
});

/**
 * One POST to a webhook URL, connecting only where the policy allows; answers the HTTP status.
 * Redirects are not followed (a 3xx is a failed attempt).
 */
function post(
  policy: WebhookTargetPolicy,
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
): Promise<number> {
  const url = new URL(rawUrl);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        ...policy.connectOptions(url),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * POSTs one event to a webhook URL, signed with the secret: delivered on a 2xx answer, else the
 * answer's status (none when unreachable) and why.
 */
export async function sendWebhook(
  policy: WebhookTargetPolicy,
  url: string,
  secret: string,
  event: WebhookEvent,
): Promise<{ status: number | null; error: string | null }> {
  const body = JSON.stringify(event);
  try {
    const status = await post(
      policy,
      url,
      {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(secret, body),
        'portal-event-id': event.id,
        'portal-event-type': event.type,
      },
      body,
    );
    return { status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` };
  } catch (cause) {
    return { status: null, error: cause instanceof Error ? cause.message : String(cause) };
  }
}

/**
 * Delivers the webhook outbox: each due event is POSTed to its client's URL, signed with the
 * client's webhook secret. A 2xx answer delivers it; anything else is retried with backoff.
 */
export function webhookDispatcher(db: Db, policy: WebhookTargetPolicy) {
  const repository = webhooksRepository(db);

  async function attempt({ delivery, url, secret }: DueDelivery, now: Date): Promise<boolean> {
    const { status, error } = await sendWebhook(policy, url, secret, {
      id: delivery.eventId,
      type: delivery.eventType as WebhookEvent['type'],
      createdAt: delivery.createdAt.toISOString(),
      data: delivery.payload,
    });
    if (!error) {
      await repository.delivered(delivery.id, status ?? 0, now);
      return true;
    }
    const failedAttempts = delivery.attempts + 1;
    const nextAttemptAt =
      failedAttempts >= WEBHOOK_MAX_ATTEMPTS
        ? null
        : new Date(now.getTime() + webhookBackoffMs(failedAttempts));
    await repository.attemptFailed(delivery.id, { status, error, nextAttemptAt, at: now });
    return false;
  }

  return {
    /** One pass over the due deliveries; `now` decides what is due and when the retries fall. */
    async deliverDue(now: Date = new Date()): Promise<{ delivered: number; failed: number }> {
      const due = await repository.claimDue(now, CLAIM_LEASE_MS, BATCH);
      const results = await Promise.all(due.map((d) => attempt(d, now)));
      const delivered = results.filter(Boolean).length;
      return { delivered, failed: results.length - delivered };
    },
    list: async (filter: { campaignId?: number; clientId?: string; limit: number }) =>
      (await repository.list(filter)).map(toWebhookDelivery),
  };
}
export type WebhookDispatcher = ReturnType<typeof webhookDispatcher>;
