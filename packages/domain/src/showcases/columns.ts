// Kept apart from the showcase schemas so the home does not load zod for it.

/** Grid columns (of 12) for a showcase by its number of images. */
export function showcaseColumns(imageCount: number): number {
  if (imageCount === 1) return 12;
  if (imageCount === 2) return 6;
  if (imageCount === 3) return 4;
  return 3;
}
