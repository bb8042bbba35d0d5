import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdLoyaltyClientSchema, type NewLoyaltyClient } from '@portal/domain/loyalty';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useCreateLoyaltyClient(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewLoyaltyClient) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/loyalty-clients`, {
        method: 'POST',
        body: input,
        schema: createdLoyaltyClientSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.loyaltyClients(campaignId) }),
  });
}
