import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotatedWebhookSecretSchema, webhookPingResultSchema } from '@portal/domain/loyalty';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

const clientPath = (clientId: string, action: string) =>
  `/api/console/loyalty-clients/${encodeURIComponent(clientId)}/${action}`;

/** A new webhook signing secret for a client, shown once. */
export function useRotateWebhookSecret(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      consoleRequest(clientPath(clientId, 'rotate-webhook-secret'), {
        method: 'POST',
        schema: rotatedWebhookSecretSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.loyaltyClients(campaignId) }),
  });
}

/** Sends the client's webhook URL a signed test now and answers what the receiver said. */
export const usePingWebhook = () =>
  useMutation({
    mutationFn: (clientId: string) =>
      consoleRequest(clientPath(clientId, 'webhook-ping'), {
        method: 'POST',
        schema: webhookPingResultSchema,
      }).then((result) => ({ clientId, result })),
  });
