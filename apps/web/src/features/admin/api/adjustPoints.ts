import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberDetailSchema, type PointsAdjustment } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useAdjustPoints(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ adjustment, key }: { adjustment: PointsAdjustment; key: string }) =>
      consoleRequest(`/api/console/members/${memberId}/adjustments`, {
        method: 'POST',
        body: adjustment,
        headers: { 'Idempotency-Key': key },
        schema: memberDetailSchema,
      }),
    onSuccess: (detail) => client.setQueryData(adminKeys.member(memberId), detail),
  });
}
