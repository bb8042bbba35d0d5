import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../shared/routes';
import { AnonymousOnly, HomeQueryRedirect, RequireSignedIn } from './guards';
import { comingSoonAreas } from './messages';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { LoadingScreen } from '../shared/ui/LoadingScreen';
import { startupLoadingMessage } from './startupLoadingMessage';

const ComingSoonPage = lazy(() => import('./ComingSoonPage'));

/**
 * A route's module (default export) fetched by the router as soon as the route matches: every
 * matched level (shell and page) loads at once instead of one after the other, and a link's
 * target is ready before the page changes. Every page route uses it: `lazy: page(() => import(...))`.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const comingSoon = (path: string, area: string): RouteObject => ({
  path,
  element: <ComingSoonPage area={area} />,
});

/**
 * Routes and redirect rules: anonymous pages (/login, /guest, /auth/callback and the
 * voucher entry) send signed users to /; every other page needs a user and otherwise goes to
 * /login; the home address with a query string goes to /auth/callback.
 */
export const appRoutes: RouteObject[] = [
  // The operator console: its own route tree, outside the member shell, fetched only here.
  {
    path: '/admin/*',
    lazy: async () => ({ Component: (await import('../features/admin/AdminApp')).default }),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // shown while the first page's modules load
    hydrateFallbackElement: <LoadingScreen message={startupLoadingMessage()} />,
    children: [
      {
        path: paths.sessionExpires,
        lazy: page(() => import('../features/auth/SessionExpiresPage')),
      },
      { path: paths.resetPassword, lazy: page(() => import('../features/auth/ResetPasswordPage')) },
      {
        element: <AnonymousOnly />,
        children: [
          { path: paths.login, lazy: page(() => import('../features/auth/LoginPage')) },
          { path: paths.guest, lazy: page(() => import('../features/auth/GuestPage')) },
          {
            path: paths.authCallback,
            lazy: page(() => import('../features/auth/AuthCallbackPage')),
          },
          { path: paths.voucher, lazy: page(() => import('../features/auth/VoucherPage')) },
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
                lazy: page(() => import('./shell/AppShell')),
                children: [
                  {
                    index: true,
                    // the home renders once its first form has arrived too (see searchPanels.ts)
                    lazy: page(async () => {
                      const route = await import('./routes/HomeRoute');
                      await route.preloadFirstSearchPanel();
                      return route;
                    }),
                  },
                  {
                    path: paths.planTrip,
                    lazy: page(() => import('../features/leads/PlanTripPage')),
                  },
                  {
                    path: paths.account,
                    lazy: page(() => import('../features/account/AccountPage')),
                  },
                  {
                    path: paths.myTrips,
                    lazy: page(() => import('../features/trips/MyTripsPage')),
                  },
                  comingSoon(paths.search, comingSoonAreas.search),
                  {
                    path: paths.results,
                    lazy: page(() => import('../features/results/ResultsPage')),
                  },
                  {
                    path: paths.hotelDetails,
                    lazy: page(() => import('../features/details/hotel/HotelDetailsPage')),
                  },
                  {
                    path: paths.entertainmentDetails,
                    lazy: page(
                      () => import('../features/details/entertainment/EntertainmentDetailsPage'),
                    ),
                  },
                  {
                    path: paths.experienceDetails,
                    lazy: page(
                      () => import('../features/details/experience/ExperienceDetailsPage'),
                    ),
                  },
                  {
                    path: paths.summary,
                    lazy: page(() => import('../features/checkout/CheckoutPage')),
                  },
                  {
                    path: paths.finished,
                    lazy: page(() => import('../features/bookingOutcome/FinishedPage')),
                  },
                  {
                    path: paths.bookingError,
                    lazy: page(() => import('../features/bookingOutcome/BookingErrorPage')),
                  },
                  // campaign header pages (internal links) and anything unknown
                  { path: '*', lazy: page(() => import('../features/campaigns/CampaignLinkPage')) },
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
