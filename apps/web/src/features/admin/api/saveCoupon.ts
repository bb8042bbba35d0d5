import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCouponSchema, type ConsoleCouponInput } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useSaveCoupon(campaignId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ConsoleCouponInput }) =>
      id
        ? consoleRequest(`/api/console/campaigns/${campaignId}/coupons/${id}`, {
            method: 'PUT',
            body: input,
            schema: consoleCouponSchema,
          })
        : consoleRequest(`/api/console/campaigns/${campaignId}/coupons`, {
            method: 'POST',
            body: input,
            schema: consoleCouponSchema,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.coupons(campaignId) }),
  });
}
