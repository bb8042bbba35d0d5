import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { userQuery } from './shared/session/api';
import { getAuth } from './shared/session/tokenStore';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

const router = createAppRouter();
const queryClient = createQueryClient();
// a signed user is asked for at once, while the first page's modules load
const auth = getAuth();
if (auth) void queryClient.prefetchQuery(userQuery(auth.localId));

createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
