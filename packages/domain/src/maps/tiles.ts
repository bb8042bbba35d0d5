import { z } from 'zod';

/** Sub-domains Leaflet puts in place of `{s}` in a tile URL template (its default). */
export const TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;

/** The hotel maps' tile server, as the API serves it to the web. */
export const mapSettingsSchema = z.object({ tileUrl: z.string() });
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/**
 * Origins a browser fetches the tiles of a template from (one per sub-domain when the template
 * has `{s}`), so the content security policy allows exactly those hosts. Null when the template is
 * not an http(s) URL.
 */
export function tileOrigins(template: string): string[] | null {
  const urls = template.includes('{s}')
    ? TILE_SUBDOMAINS.map((subdomain) => template.replaceAll('{s}', subdomain))
    : [template];
  const origins = new Set<string>();
  for (const url of urls) {
    const filled = url.replace(/\{[a-z]+\}/g, '0');
    if (!URL.canParse(filled)) return null;
    const { protocol, origin } = new URL(filled);
    if (protocol !== 'https:' && protocol !== 'http:') return null;
    origins.add(origin);
  }
  return [...origins];
}
