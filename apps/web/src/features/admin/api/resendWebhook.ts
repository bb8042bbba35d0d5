import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookDeliverySchema } from '@portal/domain/loyalty';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useResendWebhook(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      consoleRequest(`/api/console/webhooks/${deliveryId}/resend`, {
        method: 'POST',
        schema: webhookDeliverySchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.webhooks(campaignId) }),
  });
}
