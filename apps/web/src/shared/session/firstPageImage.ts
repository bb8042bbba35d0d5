import type { CampaignLayout } from '@portal/domain/campaigns';
import { paths } from '../routes';
import { localKeys } from '../storage/keys';
import { readLocal, writeLocal } from '../storage/storage';

type ImageLayout = Pick<CampaignLayout, 'logo' | 'homeImage' | 'homeImageBanner'>;

/** The campaign image a signed page paints largest: the home its banner, the other pages the header's logo. */
export function firstPageImage(layout: ImageLayout, path: string): string | null {
  if (path === paths.home && layout.homeImageBanner) return layout.homeImage;
  return layout.logo;
}

/** Kept for the user's next start-up, which asks for the image before the user request answers. */
export function rememberFirstPageImages(localId: string, layout: ImageLayout): void {
  const { logo, homeImage, homeImageBanner } = layout;
  writeLocal(localKeys.firstPageImages, { localId, logo, homeImage, homeImageBanner });
}

/** The image the last start-up of this user named for the page at `path`; null for another user. */
export function rememberedFirstPageImage(localId: string, path: string): string | null {
  const stored = readLocal(localKeys.firstPageImages);
  if (typeof stored !== 'object' || stored === null) return null;
  const { localId: owner, logo, homeImage, homeImageBanner } = stored as Record<string, unknown>;
  if (owner !== localId || typeof logo !== 'string' || typeof homeImageBanner !== 'boolean')
    return null;
  if (homeImage !== null && typeof homeImage !== 'string') return null;
  return firstPageImage({ logo, homeImage, homeImageBanner }, path);
}
