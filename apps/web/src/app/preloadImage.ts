/**
 * Asks for an image the first page paints largest (a campaign's logo, the home banner)
 * as soon as the campaign names it, instead of once the page's code has loaded and rendered it.
 */
export function preloadImage(src: string | null | undefined): void {
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  document.head.append(link);
}
