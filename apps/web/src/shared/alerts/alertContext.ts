import { createContext, useContext } from 'react';

export type AlertKind = 'success' | 'error' | 'warning' | 'info';

export interface AlertInput {
  message: string;
  kind?: AlertKind;
  /** ms; default 6000 */
  duration?: number;
}

export const DEFAULT_ALERT_MS = 6000;
/** Success and error alerts of forms. */
export const FORM_ALERT_MS = 3000;
/** Validation alerts. */
export const VALIDATION_ALERT_MS = 2000;

export type ShowAlert = (alert: AlertInput) => void;

export const AlertContext = createContext<ShowAlert | null>(null);

export function useAlert(): ShowAlert {
  const show = useContext(AlertContext);
  if (!show) throw new Error('useAlert must be used inside <AlertProvider>');
  return show;
}
