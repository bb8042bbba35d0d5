import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { AlertContext, DEFAULT_ALERT_MS, type AlertInput, type AlertKind } from './alertContext';

const AlertSnackbar = lazy(() => import('./AlertSnackbar'));

interface ShownAlert {
  id: number;
  kind: AlertKind;
  message: string;
  duration: number;
}

let nextId = 1;

/** One alert at a time at top centre; a new alert replaces the one on screen. */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<ShownAlert | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((input: AlertInput) => {
    setAlert({
      id: nextId++,
      kind: input.kind ?? 'info',
      duration: input.duration ?? DEFAULT_ALERT_MS,
      message: input.message,
    });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  return (
    <AlertContext.Provider value={show}>
      {children}
      {alert ? (
        <Suspense fallback={null}>
          <AlertSnackbar
            alertId={alert.id}
            open={open}
            kind={alert.kind}
            message={alert.message}
            duration={alert.duration}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </AlertContext.Provider>
  );
}
