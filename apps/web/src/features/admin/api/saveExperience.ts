import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleExperienceSchema, type ConsoleExperienceInput } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

export function useSaveExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConsoleExperienceInput }) =>
      consoleRequest(`/api/console/experiences/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: input,
        schema: consoleExperienceSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.experiences() }),
  });
}
