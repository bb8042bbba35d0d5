// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type React from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider, type UseMutationResult } from '@tanstack/react-query';
import { userKeys } from '../shared/session/api';
import { member } from './fixtures';
import { testQueryClient } from './renderApp';

/**
 * Runs a mutation hook once with `variables` and says whether the signed user (the header's
 * balance) was marked for refetch when it settled.
 */
export async function refreshesSignedUser<TVariables>(
  useHook: () => UseMutationResult<unknown, Error, TVariables>,
  variables: TVariables,
): Promise<boolean> {
  const client = testQueryClient();
  client.setQueryData(userKeys.byId(member.id), member);
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useHook, { wrapper });
  await act(async () => {
    await result.current.mutateAsync(variables).catch(() => undefined);
  });
  return client.getQueryState(userKeys.byId(member.id))?.isInvalidated ?? false;
}
