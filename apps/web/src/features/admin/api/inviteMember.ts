import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleMemberSchema, type MemberInvite } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useInviteMember(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberInvite) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/members/invite`, {
        method: 'POST',
        body: input,
        schema: consoleMemberSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...adminKeys.all, 'members'] }),
  });
}
