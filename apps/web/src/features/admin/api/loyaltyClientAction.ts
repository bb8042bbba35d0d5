import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loyaltyClientSchema } from '@portal/domain/loyalty';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export type LoyaltyClientAction =
  | { action: 'disable' | 'enable'; clientId: string }
  | { action: 'webhook'; clientId: string; webhookUrl: string | null };

export function useLoyaltyClientAction(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: LoyaltyClientAction) => {
      const path = `/api/console/loyalty-clients/${encodeURIComponent(request.clientId)}/${request.action}`;
      return request.action === 'webhook'
        ? consoleRequest(path, {
            method: 'PUT',
            body: { webhookUrl: request.webhookUrl },
            schema: loyaltyClientSchema,
          })
        : consoleRequest(path, { method: 'POST', schema: loyaltyClientSchema });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.loyaltyClients(campaignId) }),
  });
}
