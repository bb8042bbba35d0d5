import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  consoleCampaignSchema,
  type CampaignInput,
  type NewCampaign,
} from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useSaveCampaign(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCampaign | CampaignInput) =>
      id === null
        ? consoleRequest('/api/console/campaigns', {
            method: 'POST',
            body: input,
            schema: consoleCampaignSchema,
          })
        : consoleRequest(`/api/console/campaigns/${id}`, {
            method: 'PUT',
            body: input,
            schema: consoleCampaignSchema,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.campaigns() }),
  });
}
