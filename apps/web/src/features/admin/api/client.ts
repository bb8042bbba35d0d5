import type { z } from 'zod';
import { apiRequest, isApiError } from '../../../shared/api/client';
import { clearOperatorToken, operatorToken } from '../session';

/**
 * The console's requests, over the app's API client: signed with the operator's token, never a
 * member's; a 401 ends the operator's session in this tab.
 */
export async function consoleRequest<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: unknown;
    schema: z.ZodType<T>;
    headers?: Record<string, string>;
  },
): Promise<T> {
  const token = operatorToken();
  try {
    return await apiRequest(path, { ...options, bearer: token });
  } catch (error) {
    if (isApiError(error) && error.status === 401 && token) clearOperatorToken();
    throw error;
  }
}

/** A query string of the filters given, empty ones left out. */
export const queryString = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};
