import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleShowcaseSchema, type ConsoleShowcaseInput } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useSaveShowcase(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConsoleShowcaseInput }) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/showcases/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: consoleShowcaseSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.showcases(campaignId) }),
  });
}
