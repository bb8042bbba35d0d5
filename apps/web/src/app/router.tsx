import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../shared/routes';
import { AnonymousOnly, HomeQueryRedirect, RequireSignedIn } from './guards';
import { comingSoonAreas } from './messages';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';

const ComingSoonPage = lazy(() => import('./ComingSoonPage'));
const AppShell = lazy(() => import('./shell/AppShell'));
const HomeRoute = lazy(() => import('./routes/HomeRoute'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const GuestPage = lazy(() => import('../features/auth/GuestPage'));
const AuthCallbackPage = lazy(() => import('../features/auth/AuthCallbackPage'));
const VoucherPage = lazy(() => import('../features/auth/VoucherPage'));
const SessionExpiresPage = lazy(() => import('../features/auth/SessionExpiresPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const PlanTripPage = lazy(() => import('../features/leads/PlanTripPage'));
const CampaignLinkPage = lazy(() => import('../features/campaigns/CampaignLinkPage'));

const comingSoon = (path: string, area: string): RouteObject => ({ path, element: <ComingSoonPage area={area} /> });

/**
 * Routes and redirect rules of spec 1 §2: anonymous pages (/login, /guest, /auth/callback and the
 * voucher entry) send signed users to /; every other page needs a user and otherwise goes to
 * /login; the home address with a query string goes to /auth/callback.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.sessionExpires, element: <SessionExpiresPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      {
        element: <AnonymousOnly />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.guest, element: <GuestPage /> },
          { path: paths.authCallback, element: <AuthCallbackPage /> },
          { path: paths.voucher, element: <VoucherPage /> },
        ],
      },
      {
        path: paths.home,
        element: <HomeQueryRedirect />,
        children: [
          {
            element: <RequireSignedIn />,
            children: [
              {
                element: <AppShell />,
                children: [
                  { index: true, element: <HomeRoute /> },
                  { path: paths.planTrip, element: <PlanTripPage /> },
                  comingSoon(paths.account, comingSoonAreas.account),
                  { path: paths.myTrips, Component: lazy(() => import('../features/trips/MyTripsPage')) },
                  comingSoon(paths.search, comingSoonAreas.search),
                  { path: paths.results, Component: lazy(() => import('../features/results/ResultsPage')) },
                  { path: paths.hotelDetails, Component: lazy(() => import('../features/details/hotel/HotelDetailsPage')) },
                  comingSoon(paths.entertainmentDetails, comingSoonAreas.entertainmentDetails),
                  comingSoon(paths.experienceDetails, comingSoonAreas.experienceDetails),
                  { path: paths.summary, Component: lazy(() => import('../features/checkout/CheckoutPage')) },
                  { path: paths.finished, Component: lazy(() => import('../features/bookingOutcome/FinishedPage')) },
                  { path: paths.bookingError, Component: lazy(() => import('../features/bookingOutcome/BookingErrorPage')) },
                  // campaign header pages (internal links) and anything unknown
                  { path: '*', element: <CampaignLinkPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
