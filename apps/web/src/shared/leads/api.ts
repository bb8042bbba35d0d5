import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { leadMessages, type Lead, type LeadFields } from '@portal/domain/leads';
import { FORM_ALERT_MS, useAlert } from '../alerts/alertContext';
import { apiRequest } from '../api/client';
import { paths } from '../routes';

export function sendTripRequest(lead: Lead): Promise<void> {
  return apiRequest('/api/trip-request', { method: 'POST', body: { ...lead, channel: 'form' } });
}

export function sendLead(lead: Lead): Promise<void> {
  return apiRequest('/api/lead-mgmt', { method: 'POST', body: lead });
}

/** Home again this long after a sent lead. */
export const LEAD_REDIRECT_MS = 3000;

/**
 * Where a lead goes: the trip request of /plantrip ('form'), or the lead of a search that found
 * no flight ('searchResult').
 */
export type LeadChannel = 'form' | 'searchResult';

/** Sends the contact typed in the lead form, says how it went and, once sent, goes home. */
export function useSendLead(channel: LeadChannel) {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useMutation({
    mutationFn: (fields: LeadFields) =>
      channel === 'form'
        ? sendTripRequest({ ...fields, channel })
        : sendLead({ ...fields, channel }),
    onSuccess: () => {
      showAlert({ kind: 'info', message: leadMessages.success, duration: FORM_ALERT_MS });
      timer.current = setTimeout(() => void navigate(paths.home), LEAD_REDIRECT_MS);
    },
    onError: () =>
      showAlert({ kind: 'error', message: leadMessages.failure, duration: FORM_ALERT_MS }),
  });
}
