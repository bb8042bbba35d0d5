import { termSchema, type Term } from '@portal/domain';
import { apiRequest } from '../api/client';

export const PRIVACY_TERM_CODE = 'USE_TERMS_PRIVACY_POLICY';
export const termQueryKey = (code: string) => ['term', code] as const;

export function fetchTerm(code: string): Promise<Term> {
  return apiRequest(`/api/term/${encodeURIComponent(code)}`, { schema: termSchema });
}
