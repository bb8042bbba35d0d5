/** Full-page navigations, kept in one place so tests can observe them. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
