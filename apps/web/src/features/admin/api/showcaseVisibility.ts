import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleShowcaseSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useShowcaseVisibility(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      consoleRequest(
        `/api/console/campaigns/${campaignId}/showcases/${encodeURIComponent(id)}/visibility`,
        { method: 'PUT', body: { hidden }, schema: consoleShowcaseSchema },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.showcases(campaignId) }),
  });
}
