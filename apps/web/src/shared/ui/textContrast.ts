import { getContrastRatio } from '@mui/material/styles';

/** WCAG AA for body text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * White or near-black, whichever reads better on the background; pure black for the mid tones
 * (a vivid purple, say) on which neither reaches the text contrast, since every colour reaches it
 * against white or black.
 */
export function textOn(background: string): string {
  const white = getContrastRatio('#fff', background);
  const dark = getContrastRatio('#111', background);
  if (Math.max(white, dark) >= MIN_TEXT_CONTRAST) return white >= dark ? '#fff' : '#111';
  return white >= getContrastRatio('#000', background) ? '#fff' : '#000';
}
