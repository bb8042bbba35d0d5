import { queryOptions } from '@tanstack/react-query';
import {
  entertainmentAutocompleteResponseSchema,
  type EntertainmentAutocompleteResponse,
} from '@portal/domain/search';
import { apiRequest } from '../../../shared/api/client';

const none: EntertainmentAutocompleteResponse = { locations: [], activities: [] };

/** POST /api/services/entertainment/auto-complete: places and activities; empty lists on failure. */
export async function fetchEntertainmentOptions(
  name: string,
  signal?: AbortSignal,
): Promise<EntertainmentAutocompleteResponse> {
  try {
    return (
      (await apiRequest('/api/services/entertainment/auto-complete', {
        method: 'POST',
        body: { filter: { name } },
        schema: entertainmentAutocompleteResponseSchema,
        signal,
      })) ?? none
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return none;
  }
}

export const entertainmentSearchKeys = {
  options: (text: string) => ['entertainment-options', text] as const,
};

/** The places and activities answering what was typed. */
export const entertainmentOptionsQuery = (text: string) =>
  queryOptions({
    queryKey: entertainmentSearchKeys.options(text),
    queryFn: ({ signal }) => fetchEntertainmentOptions(text, signal),
    staleTime: 60_000,
  });
