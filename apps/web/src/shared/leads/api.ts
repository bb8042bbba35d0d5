import type { Lead } from '@portal/domain';
import { apiRequest } from '../api/client';

export function sendTripRequest(lead: Lead): Promise<void> {
  return apiRequest('/api/trip-request', { method: 'POST', body: { ...lead, channel: 'form' } });
}

export function sendLead(lead: Lead): Promise<void> {
  return apiRequest('/api/lead-mgmt', { method: 'POST', body: lead });
}
