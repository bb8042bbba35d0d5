import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleCampaignSchema } from '@portal/domain/operators';
import { type CampaignLifecycle } from '@portal/domain/campaigns';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

/** Publishes, schedules, deactivates or reactivates a campaign. */
export function useSetCampaignLifecycle(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignLifecycle) =>
      consoleRequest(`/api/console/campaigns/${id}/lifecycle`, {
        method: 'PUT',
        body: input,
        schema: consoleCampaignSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.campaigns() }),
  });
}

/** Deletes a draft nobody used. */
export function useDeleteCampaign(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      consoleRequest(`/api/console/campaigns/${id}`, { method: 'DELETE', schema: z.null() }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.campaigns() }),
  });
}
