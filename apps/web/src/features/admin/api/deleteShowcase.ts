import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useDeleteShowcase(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/showcases/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: z.null(),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.showcases(campaignId) }),
  });
}
