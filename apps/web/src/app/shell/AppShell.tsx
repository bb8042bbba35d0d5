import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useSignedUser } from '../../shared/session/sessionContext';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { shellCopy } from '../messages';
import { PORTOPLUS_BRAND } from '@portal/domain/campaigns';
import { Header } from './Header';

const FirstAccessDialog = lazy(() => import('../../features/auth/FirstAccessDialog'));
// Footers sit below the fold: loading them after the page keeps the home's first load in budget;
// they render as soon as they arrive, whether or not the member has scrolled, so a page barely
// taller than the window never ends in a blank space where the footer should be.
const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));
const PortoplusFooter = lazy(() =>
  import('./PortoplusFooter').then((module) => ({ default: module.PortoplusFooter })),
);

export const MAIN_CONTENT_ID = 'conteudo';

/** Header, page and footer of every signed-in page. */
export default function AppShell() {
  const user = useSignedUser();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { top: 8 },
        }}
      >
        {shellCopy.skipToContent}
      </Link>
      <Header />
      {/* at least a screen tall: the footer starts below the fold, so a page filling in never pushes it */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
      >
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        {user.campaign.campaignConfigLayout.brandTheme === PORTOPLUS_BRAND ? (
          <PortoplusFooter campaignName={user.campaign.name} />
        ) : (
          <Footer campaign={user.campaign} />
        )}
      </Suspense>
      {user.firstAccess ? (
        <Suspense fallback={null}>
          <FirstAccessDialog open />
        </Suspense>
      ) : null}
    </Box>
  );
}
