/** The site a request was made on, as the browser addressed it. */
export interface RequestSite {
  protocol: string;
  /** Host and port, as in the Host header. */
  host: string;
}

/** Addresses that only ever reach the member's own machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of the campaign site a member is on, to send them back to after a payment step on
 * another page: only one of the campaign's own hosts (or a loopback address, which reaches
 * nothing but the member's machine) qualifies; any other host gives undefined, and the caller
 * keeps the portal's public address.
 */
export function campaignSiteOrigin(
  site: RequestSite | undefined,
  campaignHosts: string[],
): string | undefined {
  if (!site || (site.protocol !== 'http' && site.protocol !== 'https')) return undefined;
  let url: URL;
  try {
    url = new URL(`${site.protocol}://${site.host}`);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.pathname !== '/') return undefined;
  const hostname = url.hostname.toLowerCase();
  return campaignHosts.includes(hostname) || LOOPBACK.has(hostname) ? url.origin : undefined;
}
