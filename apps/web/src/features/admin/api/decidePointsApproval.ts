import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsApprovalSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

/** An admin other than the requester approves (credits) or refuses a credit above the limit. */
export function useDecidePointsApproval(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      consoleRequest(`/api/console/points-approvals/${id}/${decision}`, {
        method: 'POST',
        schema: pointsApprovalSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.member(memberId) }),
  });
}
