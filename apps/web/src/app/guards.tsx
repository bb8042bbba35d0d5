import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../shared/session/sessionContext';
import { paths } from '../shared/routes';
import { LoadingScreen } from '../shared/ui/LoadingScreen';
import { shellCopy } from './messages';

/** Unsigned users anywhere but the anonymous pages go to /login. */
export function RequireSignedIn() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen message={shellCopy.loadingSession} />;
  if (status === 'anonymous') {
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <Outlet />;
}

/** Signed users opening /login, /guest or the callback go to /. */
export function AnonymousOnly() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingScreen message={shellCopy.loadingSession} />;
  if (status === 'signed') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** The home address with a query string goes to /auth/callback, query kept. */
export function HomeQueryRedirect() {
  const location = useLocation();
  if (location.pathname === paths.home && location.search)
    return <Navigate to={`${paths.authCallback}${location.search}${location.hash}`} replace />;
  return <Outlet />;
}
