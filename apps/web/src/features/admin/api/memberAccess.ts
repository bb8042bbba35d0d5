import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleMemberSchema, type MemberDetail } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

/** Blocks or unblocks a member: a blocked member's sessions end and sign-in is refused. */
export function useBlockMember(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      consoleRequest(`/api/console/members/${memberId}/block`, {
        method: 'PUT',
        body: { blocked },
        schema: consoleMemberSchema,
      }),
    onSuccess: (member) => {
      client.setQueryData<MemberDetail>(adminKeys.member(memberId), (detail) =>
        detail ? { ...detail, member } : detail,
      );
      return client.invalidateQueries({ queryKey: [...adminKeys.all, 'members'] });
    },
  });
}

/** Sends the member a link to choose a new password. */
export const useSendPasswordReset = (memberId: string) =>
  useMutation({
    mutationFn: () =>
      consoleRequest(`/api/console/members/${memberId}/password-reset`, {
        method: 'POST',
        schema: z.null(),
      }),
  });
