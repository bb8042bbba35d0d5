// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.

/** A matchMedia for jsdom, which has none: a query matches when `matches` says so, and never changes. */
export const fixedMatchMedia =
  (matches: (query: string) => boolean) =>
  (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
