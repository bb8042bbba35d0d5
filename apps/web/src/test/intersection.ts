// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import { vi } from 'vitest';

/**
 * An IntersectionObserver the test moves: `scrollInto(element)` reports the element as in view to
 * every observer watching it. Stubbed as a global until the test ends (setup.ts unstubs).
 */
export function stubIntersectionObserver() {
  const watching = new Map<Element, Set<FakeObserver>>();
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      const observers = watching.get(element) ?? new Set<FakeObserver>();
      observers.add(this);
      watching.set(element, observers);
    }
    disconnect() {
      for (const observers of watching.values()) observers.delete(this);
    }
    report(element: Element) {
      const entry = { isIntersecting: true, target: element } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** the elements some observer still watches, in the order they were first observed */
    watched: () =>
      [...watching].filter(([, observers]) => observers.size > 0).map(([element]) => element),
    scrollInto(element: Element) {
      for (const observer of [...(watching.get(element) ?? [])]) observer.report(element);
    },
  };
}
