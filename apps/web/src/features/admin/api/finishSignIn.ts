import { useMutation } from '@tanstack/react-query';
import { operatorSessionSchema } from '@portal/domain/operators';
import { consoleRequest } from './client';

export const finishSignIn = (body: { challengeToken: string; code: string }) =>
  consoleRequest('/api/console/auth/two-factor', {
    method: 'POST',
    body,
    schema: operatorSessionSchema,
  });

/** Sign-in step two: the authenticator code answers the operator's session. */
export const useFinishSignIn = () => useMutation({ mutationFn: finishSignIn });
