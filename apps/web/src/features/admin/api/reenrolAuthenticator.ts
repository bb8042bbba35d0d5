import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdOperatorSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

/** A new authenticator secret for an operator, shown once (with its QR code). */
export function useReenrolAuthenticator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest(`/api/console/operators/${id}/authenticator`, {
        method: 'POST',
        schema: createdOperatorSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.operators() }),
  });
}
