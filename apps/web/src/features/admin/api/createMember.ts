import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleMemberSchema, type NewConsoleMember } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useCreateMember(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewConsoleMember) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/members`, {
        method: 'POST',
        body: input,
        schema: consoleMemberSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...adminKeys.all, 'members'] }),
  });
}
