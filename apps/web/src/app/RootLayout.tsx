import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../shared/api/client';
import { AlertProvider } from '../shared/alerts/AlertProvider';
import { SessionProvider } from '../shared/session/SessionProvider';
import { paths } from '../shared/routes';
import { LoadingScreen } from '../shared/ui/LoadingScreen';
import { CampaignTheme } from './CampaignTheme';

/** Providers that need the router: alerts, session, campaign theme; installs the 401 handler. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler(() => {
      void navigate(paths.sessionExpires, { replace: true });
    });
  }, [navigate]);

  return (
    <AlertProvider>
      <SessionProvider>
        <CampaignTheme>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </CampaignTheme>
      </SessionProvider>
    </AlertProvider>
  );
}
