import { queryOptions } from '@tanstack/react-query';
import { termSchema, type Term } from '@portal/domain/leads';
import { apiRequest } from '../api/client';

export const PRIVACY_TERM_CODE = 'USE_TERMS_PRIVACY_POLICY';
/** The conditions a member accepts before buying (the privacy policy is for trip requests). */
export const PURCHASE_TERM_CODE = 'PURCHASE_TERMS';

export const termKeys = {
  term: (code: string) => ['term', code] as const,
};

export function fetchTerm(code: string): Promise<Term> {
  return apiRequest(`/api/term/${encodeURIComponent(code)}`, { schema: termSchema });
}

/** A term's text; it changes rarely, so a session asks for it about once. */
export const termQuery = (code: string) =>
  queryOptions({
    queryKey: termKeys.term(code),
    queryFn: () => fetchTerm(code),
    staleTime: 30 * 60_000,
  });
