import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { brandColor, buildTheme } from './theme';
import { campaign77 } from '../test/fixtures';

/** The colours of the seeded campaigns 0, 77 and 83 (header, home, home text, search). */
const seeded = [
  {
    headerColor: '#37474f',
    homeColor: '#37474f',
    homeTextColor: '#ffffff',
    searchColor: '#607d8b',
  },
  {
    headerColor: '#0b3d91',
    homeColor: '#0b3d91',
    homeTextColor: '#ffffff',
    searchColor: '#ff8f00',
  },
  {
    headerColor: '#ffffff',
    homeColor: '#1b5e20',
    homeTextColor: '#1b5e20',
    searchColor: '#c2185b',
  },
];

describe('campaign theme', () => {
  it('takes the first colour that is not pale as the brand colour', () => {
    expect(brandColor(['#ffffff', '#1b5e20'], '#000')).toBe('#1b5e20');
    expect(brandColor(['#0b3d91', '#ff8f00'], '#000')).toBe('#0b3d91');
    expect(brandColor(['#ffffff', '#fafafa'], '#1f3b73')).toBe('#1f3b73');
  });

  it.each(seeded)(
    'gives every seeded campaign readable, coloured buttons and text (%o)',
    (colours) => {
      const theme = buildTheme({
        ...campaign77,
        campaignConfigLayout: { ...campaign77.campaignConfigLayout, ...colours },
      });
      const { primary, secondary } = theme.palette;
      expect(getContrastRatio(primary.main, primary.contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(primary.main, '#fff')).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(secondary.main, secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(
        getContrastRatio(theme.portal.headerBackground, theme.portal.headerText),
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        getContrastRatio(theme.portal.homeBackground, theme.portal.homeText),
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        getContrastRatio(theme.portal.searchColor, theme.portal.searchText),
      ).toBeGreaterThanOrEqual(3);
      // A neutral grey primary looks like a disabled button.
      const [r, g, b] = primary.main.match(/[\da-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
      expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeGreaterThan(10);
    },
  );
});
