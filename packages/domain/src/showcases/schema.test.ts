import { describe, expect, it } from 'vitest';
import { showcaseColumns } from './schema';

describe('showcaseColumns (grid of 12 by number of images)', () => {
  it.each([
    [1, 12],
    [2, 6],
    [3, 4],
    [4, 3],
    [5, 3],
    [8, 3],
  ])('%i images → %i columns', (images, columns) => {
    expect(showcaseColumns(images)).toBe(columns);
  });
});
