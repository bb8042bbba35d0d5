import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdOperatorSchema, type NewOperator } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useCreateOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewOperator) =>
      consoleRequest('/api/console/operators', {
        method: 'POST',
        body: input,
        schema: createdOperatorSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.operators() }),
  });
}
