import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { firstPageImage, rememberedFirstPageImage } from './shared/session/firstPageImage';
import { preloadImage } from './app/preloadImage';
import { paths } from './shared/routes';
import { currentCampaignQuery, userQuery } from './shared/session/api';
import { getAuth } from './shared/session/tokenStore';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

// the pages ask again and show the failure themselves
const ignoreFailure = () => undefined;

const router = createAppRouter();
const queryClient = createQueryClient();
/**
 * The requests of the first page, sent at once instead of from the page once its code has run:
 * the page's start-up script (app/startEarly.ts) has sent them already and these take its replies.
 * The signed user's campaign confirms the image the start-up script asked for, or names another.
 * The operator console has its own sign-in and branding.
 */
function prefetchFirstPage(path: string): void {
  if (path.startsWith('/admin')) return;
  const auth = getAuth();
  if (!auth) {
    void queryClient.prefetchQuery(currentCampaignQuery);
    return;
  }
  const remembered = rememberedFirstPageImage(auth.localId, path);
  queryClient.fetchQuery(userQuery(auth.localId)).then((user) => {
    const image = firstPageImage(user.campaign.campaignConfigLayout, path);
    if (image !== remembered) preloadImage(image);
  }, ignoreFailure);
  // a results page opened directly (a reload, a shared address) searches beside the user request
  // instead of after the page has rendered; the page reads the same query
  if (path === paths.results) {
    void import('./shared/search/flightSearch').then(
      (search) => search.prefetchStoredFlightSearch(queryClient),
      ignoreFailure,
    );
  }
}
prefetchFirstPage(window.location.pathname);

// The first render is a transition: React renders it in slices of a few milliseconds, giving the
// main thread back between them, instead of one task as long as the whole page (on a phone, the
// start-up's longest).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders client={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
