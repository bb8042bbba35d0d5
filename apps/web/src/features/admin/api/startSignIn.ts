import { useMutation } from '@tanstack/react-query';
import { operatorChallengeSchema, type OperatorLogin } from '@portal/domain/operators';
import { consoleRequest } from './client';

export const startSignIn = (body: OperatorLogin) =>
  consoleRequest('/api/console/auth/login', {
    method: 'POST',
    body,
    schema: operatorChallengeSchema,
  });

/** Sign-in step one: e-mail and password answer a challenge for the authenticator code. */
export const useStartSignIn = () => useMutation({ mutationFn: startSignIn });
