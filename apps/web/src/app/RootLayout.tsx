import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../shared/api/client';
import { AlertProvider } from '../shared/alerts/AlertProvider';
import { SessionProvider } from '../shared/session/SessionProvider';
import { paths } from '../shared/routes';
import { LoadingScreen } from '../shared/ui/LoadingScreen';
import { useCampaign } from '../shared/campaign/useCampaign';
import { CampaignTheme } from './CampaignTheme';
import { CampaignUnavailablePage } from './CampaignUnavailablePage';

/** A host whose campaign is closed or not open yet shows that, whatever the page asked. */
function CampaignGate({ children }: { children: ReactNode }) {
  const { unavailable } = useCampaign();
  return unavailable ? <CampaignUnavailablePage availability={unavailable} /> : children;
}

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
          <CampaignGate>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </CampaignGate>
        </CampaignTheme>
      </SessionProvider>
    </AlertProvider>
  );
}
