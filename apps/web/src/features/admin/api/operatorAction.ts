import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorSchema, type OperatorRole } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export type OperatorAction =
  | { action: 'disable' | 'enable'; id: string }
  | { action: 'role'; id: string; role: OperatorRole }
  | { action: 'password'; id: string; password: string };

/** Operator account changes an admin makes; each answers the operator as it now is. */
export function useOperatorAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OperatorAction) => {
      const path = `/api/console/operators/${request.id}/${request.action}`;
      if (request.action === 'role')
        return consoleRequest(path, {
          method: 'PUT',
          body: { role: request.role },
          schema: operatorSchema,
        });
      return consoleRequest(path, {
        method: 'POST',
        body: request.action === 'password' ? { password: request.password } : undefined,
        schema: operatorSchema,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.operators() }),
  });
}
