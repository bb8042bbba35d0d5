import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A webhook URL that points where the portal may not send: a non-public address. */
export class WebhookTargetRefused extends Error {
  constructor(readonly host: string) {
    super(`webhook host ${host} is not a public address`);
    this.name = 'WebhookTargetRefused';
  }
}

/** Public unicast only: loopback, link-local, private, CGNAT, multicast and reserved are not. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address is judged as the IPv4 one
  return parsed.range() === 'unicast';
}

/** The host of a URL without IPv6 brackets, as the resolver and the address check take it. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Where webhooks may go. With `publicOnly` (production) a URL naming a non-public address is
 * refused when saved, and at delivery every address its host resolves to is checked and the
 * connection goes to the checked address, so a name re-pointed after saving (DNS rebinding)
 * cannot reach the portal's own network.
 */
export function webhookTargetPolicy(options: { publicOnly: boolean }) {
  const checked = (host: string, addresses: readonly LookupAddress[]) => {
    if (options.publicOnly && addresses.some((a) => !isPublicAddress(a.address)))
      throw new WebhookTargetRefused(host);
    return addresses;
  };

  /** net.connect's resolver, refusing a name with any non-public address. */
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      try {
        const allowed = checked(hostname, addresses);
        if (lookupOptions.all) return callback(null, [...allowed]);
        const first = allowed[0];
        if (!first) return callback(new WebhookTargetRefused(hostname), '', 0);
        callback(null, first.address, first.family);
      } catch (refused) {
        callback(refused as Error, '', 0);
      }
    });
  };

  return {
    publicOnly: options.publicOnly,
    /** When a URL is saved: refuses an address literal (or a name) that resolves to non-public. */
    async assertAllowed(rawUrl: string): Promise<void> {
      if (!options.publicOnly) return;
      const host = hostOf(new URL(rawUrl));
      if (isIP(host)) {
        checked(host, [{ address: host, family: isIP(host) }]);
        return;
      }
      const addresses = await new Promise<LookupAddress[]>((resolve) =>
        // a name that does not resolve yet is kept: delivery checks it again anyway
        dnsLookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
      );
      checked(host, addresses);
    },
    /** At delivery: an address literal is checked here, a name by `lookup` as it connects. */
    connectOptions(url: URL): { lookup: LookupFunction } {
      const host = hostOf(url);
      if (isIP(host)) checked(host, [{ address: host, family: isIP(host) }]);
      return { lookup };
    },
  };
}
export type WebhookTargetPolicy = ReturnType<typeof webhookTargetPolicy>;
