// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type React from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/router';
import { RootLayout } from '../app/RootLayout';
import { setAuth } from '../shared/session/tokenStore';
import { tokens } from './fixtures';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders `router` with a fresh query client; the view, the router and the client. */
function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/** Renders the whole app (routes, guards, shell) at a path, optionally signed in. */
export function renderApp(path: string, options: { signedIn?: boolean } = {}) {
  if (options.signedIn) setAuth(tokens);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return renderRouter(router);
}

/** Renders one element inside the real providers (alerts, session, theme) at a path. */
export function renderWithProviders(
  ui: React.ReactElement,
  options: { path?: string; signedIn?: boolean } = {},
) {
  if (options.signedIn) setAuth(tokens);
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '*', element: ui },
          { path: '/login', element: <p>Página de login</p> },
          { path: '/session-expires', element: <p>Sessão expirada</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return renderRouter(router);
}
