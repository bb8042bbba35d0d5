import type { Campaign } from '@portal/domain/campaigns';
import { sendEarly } from '../shared/api/earlyRequests';
import { paths } from '../shared/routes';
import { storedFlightRequest } from '../shared/search/flightDraft/storedFlightRequest';
import { readStoredAuth } from '../shared/session/storedAuth';
import { rememberedFirstPageImage } from '../shared/session/firstPageImage';
import { preloadImage } from './preloadImage';

/**
 * What the first page at `path` will ask for, asked for by the page itself (the build inlines this
 * module in index.html, see build/inlineScript.ts) while the app's code downloads: the signed user, the
 * image their last visit painted largest on this page and, on the flight results, the stored
 * search; before sign-in, the host's campaign and its logo. The app's identical requests take
 * these replies (shared/api/earlyRequests.ts). The operator console has its own sign-in.
 */
export function startEarly(path: string, now = Date.now()): void {
  if (path.startsWith('/admin')) return;
  const auth = readStoredAuth();
  if (!auth) {
    void sendEarly('GET', '/api/campaign/current', undefined, null)
      .then((response) => (response.ok ? (response.clone().json() as Promise<Campaign>) : null))
      .then((campaign) => preloadImage(campaign?.campaignConfigLayout.logo))
      .catch(() => undefined);
    return;
  }
  // an expired token is renewed by the app before it asks
  if (auth.expiresAt <= now) return;
  void sendEarly('GET', '/api/user', undefined, auth.idToken);
  preloadImage(rememberedFirstPageImage(auth.localId, path));
  const flightSearch = path === paths.results ? storedFlightRequest() : null;
  if (flightSearch) void sendEarly('POST', '/api/flight', flightSearch, auth.idToken);
}
