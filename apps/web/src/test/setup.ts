// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAuthCache } from '../shared/session/tokenStore';
import { fixedMatchMedia } from './matchMedia';

// jsdom has no matchMedia; MUI's useMediaQuery asks it (desktop layout unless a test overrides).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: fixedMatchMedia(() => false),
  });
}

// lazy routes and dialogs load on first use; give them time on a cold run
configure({ asyncUtilTimeout: 15000 });

if (!window.scrollTo) window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetAuthCache();
  delete window.portalEarlyRequests;
  vi.unstubAllGlobals();
});
