import { randomUUID } from 'node:crypto';
import {
  loyaltyMessages,
  type WebhookDelivery,
  type WebhookPingResult,
} from '@portal/domain/loyalty';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { operatorActor, type AuditService } from '../audit/service';
import { loyaltyClientsRepository } from '../loyalty/clientsRepository';
import type { ConsoleOperator } from '../../plugins/operatorGuard';
import { sendWebhook, toWebhookDelivery } from './dispatcher';
import type { WebhookTargetPolicy } from './targets';
import { webhooksRepository } from './repository';

/** The console's hand on the webhooks: a test ping, and a delivery that was given up sent again. */
export function webhooksConsoleService(deps: {
  db: Db;
  audit: AuditService;
  policy: WebhookTargetPolicy;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Sends the client's webhook URL a signed 'webhook.ping' at once (outside the outbox: it is
     * neither retried nor listed) and says what the receiver answered.
     */
    async ping(operator: ConsoleOperator, clientId: string): Promise<WebhookPingResult> {
      const client = await loyaltyClientsRepository(deps.db).byId(clientId);
      if (!client) throw notFound(loyaltyMessages.clientNotFound, 'CLIENT_NOT_FOUND');
      if (!client.webhookUrl) throw conflict(loyaltyMessages.noWebhookUrl, 'NO_WEBHOOK_URL');
      const sent = await sendWebhook(deps.policy, client.webhookUrl, client.webhookSecret, {
        id: randomUUID(),
        type: 'webhook.ping',
        createdAt: now().toISOString(),
        data: { clientId },
      });
      const result = { delivered: sent.error === null, ...sent };
      await deps.audit.record(deps.db, operatorActor(operator), {
        action: 'loyalty_client.webhook_pinged',
        targetType: 'loyalty_client',
        targetId: clientId,
        campaignId: client.campaignId,
        after: { webhookUrl: client.webhookUrl, ...result },
      });
      return result;
    },

    /**
     * Puts a failed delivery back in the queue for one more attempt (the same event id, so a
     * receiver that did get it can tell); a delivery still pending or delivered is refused.
     */
    async resend(operator: ConsoleOperator, deliveryId: number): Promise<WebhookDelivery> {
      return deps.db.transaction(async (tx) => {
        const repository = webhooksRepository(tx);
        const found = await repository.lockWithCampaign(deliveryId);
        if (!found) throw notFound(loyaltyMessages.deliveryNotFound, 'DELIVERY_NOT_FOUND');
        const before = toWebhookDelivery(found.delivery);
        if (before.status !== 'failed')
          throw conflict(loyaltyMessages.deliveryNotFailed, 'DELIVERY_NOT_FAILED');
        const client = await loyaltyClientsRepository(tx).byId(found.delivery.clientId);
        if (!client?.webhookUrl) throw conflict(loyaltyMessages.noWebhookUrl, 'NO_WEBHOOK_URL');
        const after = toWebhookDelivery(await repository.requeue(deliveryId, now()));
        await deps.audit.record(tx, operatorActor(operator), {
          action: 'webhook.resent',
          targetType: 'webhook_delivery',
          targetId: String(deliveryId),
          campaignId: found.campaignId,
          before,
          after,
        });
        return after;
      });
    },
  };
}
export type WebhooksConsoleService = ReturnType<typeof webhooksConsoleService>;
