// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import { vi } from 'vitest';

/**
 * Gives every Leaflet map a size (jsdom lays nothing out, so a map would be 0×0 and show
 * nothing of what it clusters by the screen). Restored after the test (restoreMocks).
 */
export function sizeLeafletMaps(width: number, height: number) {
  const sized = (element: HTMLElement, size: number) =>
    element.classList.contains('leaflet-container') ? size : 0;
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return sized(this, width);
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return sized(this, height);
  });
}
