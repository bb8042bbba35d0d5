import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import {
  firstPageImage,
  rememberFirstPageImages,
  rememberedFirstPageImage,
} from './app/firstPageImage';
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
 * The signed user (or, before sign-in, the host's campaign) is asked for at once, while the first
 * page's modules load, and the campaign image that page paints largest; on the results page,
 * the stored flight search too. The operator console has
 * its own sign-in and branding.
 */
function prefetchFirstPage(path: string): void {
  if (path.startsWith('/admin')) return;
  const auth = getAuth();
  if (auth) {
    // the image this user's last visit named is asked for at once; the user's campaign confirms it
    const remembered = rememberedFirstPageImage(auth.localId, path);
    preloadImage(remembered);
    queryClient.fetchQuery(userQuery(auth.localId)).then((user) => {
      const layout = user.campaign.campaignConfigLayout;
      rememberFirstPageImages(auth.localId, layout);
      const image = firstPageImage(layout, path);
      if (image !== remembered) preloadImage(image);
    }, ignoreFailure);
    // a results page opened directly (a reload, a shared address) searches beside the user
    // request instead of after the page has rendered; the page reads the same query
    if (path === paths.results) {
      void import('./shared/search/flightSearch').then(
        (search) => search.prefetchStoredFlightSearch(queryClient),
        ignoreFailure,
      );
    }
    return;
  }
  // every anonymous page shows the campaign logo above its form
  queryClient
    .fetchQuery(currentCampaignQuery)
    .then((campaign) => preloadImage(campaign.campaignConfigLayout.logo), ignoreFailure);
}
prefetchFirstPage(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
