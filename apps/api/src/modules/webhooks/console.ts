import { eq } from 'drizzle-orm';
import { loyaltyMessages, type WebhookDelivery } from '@portal/domain';
import type { Db } from '../../db/client';
import { loyaltyClients } from '../../db/consoleSchema';
import { conflict, notFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { OperatorRow } from '../operators/repository';
import { operatorActor } from '../operators/service';
import { toWebhookDelivery } from './dispatcher';
import { webhooksRepository } from './repository';

/** The console's hand on the webhook outbox: a delivery that was given up is sent again. */
export function webhooksConsoleService(deps: { db: Db; audit: AuditService; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * Puts a failed delivery back in the queue for one more attempt (the same event id, so a
     * receiver that did get it can tell); a delivery still pending or delivered is refused.
     */
    async resend(operator: OperatorRow, deliveryId: number): Promise<WebhookDelivery> {
      return deps.db.transaction(async (tx) => {
        const repository = webhooksRepository(tx);
        const found = await repository.lockWithCampaign(deliveryId);
        if (!found) throw notFound(loyaltyMessages.deliveryNotFound, 'DELIVERY_NOT_FOUND');
        const before = toWebhookDelivery(found.delivery);
        if (before.status !== 'failed')
          throw conflict(loyaltyMessages.deliveryNotFailed, 'DELIVERY_NOT_FAILED');
        const [client] = await tx
          .select({ webhookUrl: loyaltyClients.webhookUrl })
          .from(loyaltyClients)
          .where(eq(loyaltyClients.id, found.delivery.clientId));
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
