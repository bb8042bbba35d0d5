import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotatedLoyaltySecretSchema } from '@portal/domain/loyalty';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useRotateLoyaltySecret(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) =>
      consoleRequest(`/api/console/loyalty-clients/${encodeURIComponent(clientId)}/rotate-secret`, {
        method: 'POST',
        schema: rotatedLoyaltySecretSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.loyaltyClients(campaignId) }),
  });
}
