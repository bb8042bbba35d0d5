import { termSchema, type Lead, type Term } from '@portal/domain';
import { apiRequest } from '../../shared/api/client';

export const PRIVACY_TERM_CODE = 'USE_TERMS_PRIVACY_POLICY';
export const termQueryKey = (code: string) => ['term', code] as const;

export function fetchTerm(code: string): Promise<Term> {
  return apiRequest(`/api/term/${encodeURIComponent(code)}`, { schema: termSchema });
}

export function sendTripRequest(lead: Lead): Promise<void> {
  return apiRequest('/api/trip-request', { method: 'POST', body: { ...lead, channel: 'form' } });
}

export function sendLead(lead: Lead): Promise<void> {
  return apiRequest('/api/lead-mgmt', { method: 'POST', body: lead });
}
